import { useLingui } from '@lingui/react';
import { translateContract } from '@/i18n/translate-contract.ts';
import * as css from './field.css.ts';

export function FieldError({ id, message }: { id: string; message: string }) {
  const { i18n } = useLingui();
  if (!message) return null;
  return (
    <p id={id} className={css.error}>
      {translateContract(i18n, message)}
    </p>
  );
}
