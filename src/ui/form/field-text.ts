import type { AnyFieldStore } from './field-types.ts';

/** The field's value as a control shows it (a signal read: call it where signals are tracked). */
export const fieldText = (field: AnyFieldStore): string => (typeof field.value.value === 'string' ? field.value.value : '');
