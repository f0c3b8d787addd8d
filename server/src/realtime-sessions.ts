import { inArray } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { sessions } from './db/schema.ts';
import type { RealtimeServer } from './realtime-events.ts';

const batchSize = 500;

/**
 * Disconnects this process's sockets whose session has ended (logout,
 * password change), so a revoked token stops receiving events too.
 */
export async function dropRevokedSockets(io: RealtimeServer, db: Db): Promise<number> {
  const sockets = [...io.of('/').sockets.values()];
  const sessionIds = [...new Set(sockets.map((socket) => socket.data.sessionId))];
  const live = new Set<string>();
  for (let start = 0; start < sessionIds.length; start += batchSize) {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, sessionIds.slice(start, start + batchSize)));
    for (const row of rows) live.add(row.id);
  }
  const revoked = sockets.filter((socket) => !live.has(socket.data.sessionId));
  for (const socket of revoked) socket.disconnect(true);
  return revoked.length;
}
