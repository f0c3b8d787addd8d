import type { Db } from './db/client.ts';
import * as sessions from './repositories/sessions.ts';
import type { RealtimeServer } from './realtime-events.ts';

/**
 * Disconnects this process's sockets whose session has ended (logout,
 * password change), so a revoked token stops receiving events too.
 */
export async function dropRevokedSockets(io: RealtimeServer, db: Db): Promise<number> {
  const sockets = [...io.of('/').sockets.values()];
  const live = await sessions.liveIds(db, [...new Set(sockets.map((socket) => socket.data.sessionId))]);
  const revoked = sockets.filter((socket) => !live.has(socket.data.sessionId));
  for (const socket of revoked) socket.disconnect(true);
  return revoked.length;
}
