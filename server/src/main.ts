import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { defaultShutdownDrainMs, loadConfig } from './config.ts';
import { buildApp } from './app.ts';

const config = loadConfig();
const app = await buildApp(config);
const drainMs = config.shutdownDrainMs ?? defaultShutdownDrainMs;

/**
 * SIGTERM (an orchestrator or a deployment replacing the process): /readyz
 * answers 503 for `drainMs` while requests are still served, so balancers move
 * away; then the server closes, finishing the requests in flight. Ctrl-C
 * (SIGINT) and a crash close at once. Whatever is still running 10 s later is
 * cut off.
 */
closeWithGrace({ delay: drainMs + 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  if (signal === 'SIGTERM' && drainMs > 0) {
    app.lifecycle.drain();
    app.log.info(`SIGTERM: draining, /readyz answers 503; closing in ${drainMs} ms`);
    await sleep(drainMs);
  }
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
