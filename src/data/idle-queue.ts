/**
 * Start-up work that can wait until the page has drawn and has nothing else to do, run one task
 * per idle period so that each stays short. A busy page may have no idle period for long, so a
 * task runs at the latest about two seconds after it was queued. Where requestIdleCallback is
 * missing (Safari), a short timer stands in. Tasks run in the order they were queued.
 */
type Task = { run: () => void; cancelled: boolean; latest: number };

const queue: Task[] = [];
let scheduled = false;
const longestWaitMs = 2_000;

function schedule() {
  const next = queue[0];
  if (scheduled || !next) return;
  scheduled = true;
  const timeout = Math.max(0, next.latest - Date.now());
  if (typeof requestIdleCallback === 'function') requestIdleCallback(runOne, { timeout });
  else setTimeout(runOne, Math.min(timeout, 50));
}

function runOne() {
  scheduled = false;
  let task = queue.shift();
  while (task?.cancelled) task = queue.shift();
  try {
    task?.run();
  } finally {
    schedule();
  }
}

/** Queues `run` for an idle period; the returned function cancels it if it has not run yet. */
export function whenIdle(run: () => void): () => void {
  const task: Task = { run, cancelled: false, latest: Date.now() + longestWaitMs };
  queue.push(task);
  schedule();
  return () => {
    task.cancelled = true;
  };
}

/**
 * Calls `run` once the browser has reported the page's first contentful paint, which it does once
 * that frame is on screen, not only drawn; at once where that paint is past or cannot be reported.
 * The returned function cancels it if it has not run yet.
 */
export function afterFirstContentfulPaint(run: () => void): () => void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint') || painted()) {
    run();
    return () => undefined;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => observer.disconnect();
}

/**
 * Runs `run` once the page's first content is on screen and the browser has then painted the next
 * frame and begun the one after, so that a screen's first drawing is shown before the requests it
 * starts are sent (on a first load, the frames before that may show only the shell's bar). A hidden
 * page paints nothing: a timer then runs it after 100 ms, and on a visible page after 3 s at the
 * latest. The returned function cancels it if it has not run yet.
 */
export function afterNextPaint(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    run();
  };
  const hidden = typeof document === 'undefined' || document.visibilityState === 'hidden';
  const timer = setTimeout(once, hidden ? 100 : 3_000);
  const frames = typeof requestAnimationFrame === 'function';
  let frame = 0;
  const stopWaiting = afterFirstContentfulPaint(() => {
    if (frames) frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => setTimeout(once, 0))));
  });
  return () => {
    done = true;
    clearTimeout(timer);
    stopWaiting();
    if (frames) cancelAnimationFrame(frame);
  };
}
