let offset = 0;

if (typeof window !== 'undefined') {
  offset = window.scrollY;
  // Read when the browser reports a scroll, when the page is laid out already, so that asking for
  // the offset later never makes the browser lay the page out in the middle of a render.
  window.addEventListener(
    'scroll',
    () => {
      offset = window.scrollY;
    },
    { passive: true },
  );
}

/** How far the window was scrolled at its last scroll event (every scroll, even a programmatic one, sends one). */
export function windowScrollOffset(): number {
  return offset;
}
