/** A tooltip opens after 700 ms, or at once within 300 ms of another closing. */
export const tooltipDelay = 700;
export const tooltipSkipDelay = 300;

let lastClosedAt = Number.NEGATIVE_INFINITY;

export const markTooltipClosed = (now = Date.now()): void => {
  lastClosedAt = now;
};

export const openDelay = (now = Date.now()): number => (now - lastClosedAt < tooltipSkipDelay ? 0 : tooltipDelay);
