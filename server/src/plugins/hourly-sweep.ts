import type { FastifyInstance } from 'fastify';

const sweepEveryMs = 60 * 60 * 1000;

/** Runs a clean-up once an hour from the moment the app is ready until it closes; a failed run is logged and tried again next hour. */
export function sweepHourly(app: FastifyInstance, name: string, sweep: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep().catch((error: unknown) => app.log.warn({ err: error }, `${name} failed`)), sweepEveryMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
