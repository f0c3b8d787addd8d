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
 * Runs `run` once the browser has painted the next frame and begun the one after (the first is
 * then on screen), so that a screen's first drawing is shown before the requests it starts are
 * sent. A hidden page paints no frames: a timer then runs it at the latest after 100 ms. The
 * returned function cancels it if it has not run yet.
 */
export function afterNextPaint(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    run();
  };
  const timer = setTimeout(once, 100);
  const frames = typeof requestAnimationFrame === 'function';
  let frame = frames ? requestAnimationFrame(() => (frame = requestAnimationFrame(() => setTimeout(once, 0)))) : 0;
  return () => {
    done = true;
    clearTimeout(timer);
    if (frames) cancelAnimationFrame(frame);
  };
}
