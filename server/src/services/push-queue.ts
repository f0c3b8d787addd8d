export interface QueueLimits {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting for a turn; beyond this a new task is refused. */
  capacity: number;
}

export interface TaskQueue {
  /** Queues the task; answers false (and drops it) when the queue is full. */
  add(task: () => Promise<void>): boolean;
  /** Resolves when nothing runs and nothing waits. */
  idle(): Promise<void>;
  /** Tasks running or waiting now. */
  size(): number;
}

/** A first-in, first-out queue that runs a few tasks at a time and holds a bounded number waiting. */
export function boundedQueue(limits: QueueLimits): TaskQueue {
  const waiting: (() => Promise<void>)[] = [];
  const idleWaiters: (() => void)[] = [];
  let running = 0;

  const isIdle = () => running === 0 && waiting.length === 0;

  function runNext() {
    while (running < limits.concurrency && waiting.length > 0) {
      const task = waiting.shift()!;
      running += 1;
      void task()
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          runNext();
          if (isIdle()) for (const resolve of idleWaiters.splice(0)) resolve();
        });
    }
  }

  return {
    add(task) {
      if (waiting.length >= limits.capacity) return false;
      waiting.push(task);
      runNext();
      return true;
    },
    idle: () => (isIdle() ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve))),
    size: () => running + waiting.length,
  };
}
