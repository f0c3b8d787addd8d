import type { ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { AnyFieldProps, AnyFieldStore } from './field-types.ts';
import { fieldText } from './field-text.ts';
import { TextArea } from './text-area.tsx';

interface TextAreaFieldProps {
  field: AnyFieldStore;
  props: AnyFieldProps;
  label: ReactNode;
  hint?: ReactNode;
  rows?: number;
  maxLength?: number;
}

/** A Modular Forms field as a text area. */
export function TextAreaField({ field, props, label, hint, rows, maxLength }: TextAreaFieldProps) {
  useSignals();
  return <TextArea {...props} label={label} hint={hint} rows={rows} maxLength={maxLength} value={fieldText(field)} error={field.error.value} />;
}
