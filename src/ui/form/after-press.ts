let pressed = false;
const waiting = new Set<() => void>();

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true);
  const release = () => {
    pressed = false;
    // After the click that the release completes, so what runs cannot move its target away.
    setTimeout(() => {
      for (const run of waiting) run();
      waiting.clear();
    });
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/**
 * Runs `task` now, or once the pointer that is down is released. A message
 * shown on blur while a button is being pressed would push the button down
 * between press and release, and the click would be lost.
 */
export function afterPress(task: () => void): void {
  if (pressed) waiting.add(task);
  else task();
}
