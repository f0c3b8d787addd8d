import * as css from './spinner.css.ts';

/** Decorative: the surrounding text (a busy label) says what is happening. */
export function Spinner() {
  return <span className={css.spinner} aria-hidden="true" />;
}
