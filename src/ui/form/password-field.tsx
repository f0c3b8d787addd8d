import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import type { AnyFieldProps, AnyFieldStore } from './field-types.ts';
import { FieldError } from './field-error.tsx';

// Only new-password fields show the meter: the sign-in form does not load its code.
const StrengthMeter = lazy(() => import('./strength-meter.tsx').then((module) => ({ default: module.StrengthMeter })));
const prepareStrength = () => void import('./password-strength.ts').then((module) => module.loadStrength()).catch(() => undefined);
import * as css from './field.css.ts';

interface PasswordFieldProps {
  field: AnyFieldStore;
  props: AnyFieldProps;
  label: ReactNode;
  autoComplete: 'current-password' | 'new-password';
  /** Show how hard the new password is to guess, under the field. */
  strength?: boolean;
}

export function PasswordField({ field, props, label, autoComplete, strength = false }: PasswordFieldProps) {
  useSignals();
  const { t } = useLingui();
  const id = useId();
  const [shown, setShown] = useState(false);
  const error = field.error.value;
  const value = typeof field.value.value === 'string' ? field.value.value : '';
  const describedBy = [strength ? `${id}-strength` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      {/* Left to right like the password itself, so in Arabic the eye stays at the end its padding leaves free. */}
      <div className={css.withToggle} dir="ltr">
        <input
          {...props}
          id={id}
          dir="ltr"
          className={`${css.control} ${css.controlWithToggle}`}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onFocus={strength ? prepareStrength : undefined}
        />
        <button
          type="button"
          className={css.toggle}
          aria-label={shown ? t`Hide password` : t`Show password`}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
        </button>
      </div>
      {strength ? (
        <Suspense fallback={null}>
          <StrengthMeter id={`${id}-strength`} password={value} />
        </Suspense>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
