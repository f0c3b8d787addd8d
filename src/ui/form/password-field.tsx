import { useId, useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import type { AnyFieldProps, AnyFieldStore } from './field-types.ts';
import { FieldError } from './field-error.tsx';
import { fieldText } from './field-text.ts';

import * as css from './field.css.ts';

type Meter = typeof import('./strength-meter.tsx')['StrengthMeter'];

/**
 * The meter's code and word lists load when a new-password field is first
 * used, never with the page (the sign-in form never loads them). A load that
 * fails, offline, leaves the field without a meter and is tried again at the
 * next focus; it never breaks the form.
 */
function useStrengthMeter(): [Meter | null, () => void] {
  const [meter, setMeter] = useState<{ Meter: Meter } | null>(null);
  const load = () => {
    if (meter) return;
    void import('./password-strength.ts').then((module) => module.loadStrength()).catch(() => undefined);
    import('./strength-meter.tsx').then(
      (module) => setMeter({ Meter: module.StrengthMeter }),
      () => undefined,
    );
  };
  return [meter?.Meter ?? null, load];
}

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
  const [Meter, loadMeter] = useStrengthMeter();
  const error = field.error.value;
  const value = fieldText(field);
  // A refusal is what the field says while there is one; the strength describes it the rest of the time.
  const describedBy = error ? `${id}-error` : strength && Meter ? `${id}-strength` : undefined;
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
          onFocus={strength ? loadMeter : undefined}
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
      {strength && Meter ? <Meter id={`${id}-strength`} password={value} /> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
