import type { FastifyBaseLogger } from 'fastify';

export interface OutageLog {
  readonly isDown: boolean;
  /** The dependency failed: logged only when it was up until now. */
  down(error: unknown): void;
  /** It answered: logged only when it was down until now. */
  up(): void;
}

/**
 * One log line when a dependency goes away and one when it is back, however
 * many failures come in between (a busy server would otherwise log one per
 * request): `whileDown` says what the server does meanwhile.
 */
export function outageLog(log: FastifyBaseLogger, what: string, whileDown: string, whenBack: string): OutageLog {
  let down = false;
  return {
    get isDown() {
      return down;
    },
    down(error) {
      if (down) return;
      down = true;
      log.warn({ err: error }, `${what} unavailable: ${whileDown}`);
    },
    up() {
      if (!down) return;
      down = false;
      log.info(`${what} available again: ${whenBack}`);
    },
  };
}
