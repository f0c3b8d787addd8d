import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { strengthOf, type Strength, type StrengthLevel } from './password-strength.ts';
import * as css from './strength-meter.css.ts';

const steps: StrengthLevel[] = [1, 2, 3, 4];

/** The strength of the password being typed, from the moment there is one; undefined while zxcvbn loads. */
function useStrength(password: string): Strength | undefined {
  const [strength, setStrength] = useState<{ of: string; is: Strength }>();
  useEffect(() => {
    if (!password) return;
    let live = true;
    strengthOf(password).then(
      (is) => live && setStrength({ of: password, is }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [password]);
  // Until the new answer comes, the last one stays: the bar does not blink at each key.
  return password ? strength?.is : undefined;
}

/**
 * A four-step bar and a word under a new password. Its text is a polite live
 * region that changes only when the level does, so a screen reader hears
 * "Strength: fair" once, not a word per key.
 */
export function StrengthMeter({ id, password }: { id: string; password: string }) {
  const { t } = useLingui();
  const strength = useStrength(password);
  const words: Record<StrengthLevel, string> = { 1: t`weak`, 2: t`fair`, 3: t`good`, 4: t`strong` };
  const level = strength?.level;
  const word = level ? words[level] : '';
  return (
    <div className={css.meter} hidden={!password}>
      <div className={css.bar} aria-hidden="true" data-level={level ?? 0}>
        {steps.map((step) => (
          <span key={step} className={level && step <= level ? css.lit[level] : css.unlit} />
        ))}
      </div>
      <p id={id} className={css.text} aria-live="polite">
        {level ? t`Strength: ${word}` : null}
        {strength?.common ? (
          <>
            {' · '}
            <span className={css.warning}>{t`This password is too common.`}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
