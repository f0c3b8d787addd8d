import type { ReadonlySignal } from '@preact/signals-react';
import type { FieldElement } from '@modular-forms/react';
import type { ChangeEventHandler, FocusEventHandler, RefCallback } from 'react';

/** The parts of a Modular Forms field that the shared inputs read (any form, any field). */
export interface AnyFieldStore {
  name: string;
  value: ReadonlySignal<unknown>;
  error: ReadonlySignal<string>;
}

export interface AnyFieldProps {
  name: string;
  ref: RefCallback<FieldElement>;
  onChange: ChangeEventHandler<FieldElement>;
  onBlur: FocusEventHandler<FieldElement>;
}
