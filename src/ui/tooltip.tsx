import { useEffect, useRef, useState, type ReactNode } from 'react';
import { markTooltipClosed, openDelay } from './tooltip-timing.ts';
import * as css from './tooltip.css.ts';

/** A visual hint for icon buttons; the button itself carries the accessible name. */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    const delay = openDelay();
    if (delay === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) markTooltipClosed();
      return false;
    });
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the span hears the events that bubble up from the control it wraps; it is not a control itself.
    <span
      className={css.anchor}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onPointerDown={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {children}
      {open ? (
        <span className={css.tip} aria-hidden="true">
          {label}
        </span>
      ) : null}
    </span>
  );
}
