import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OwnUser } from '@/contract/entities.ts';
import { db } from '../db.ts';
import { flushOutbox } from '../outbox/flush.ts';
import { jsonAnswer, photoServer, type SentPhotos } from '../outbox/test-photo-server.ts';
import { publicPart } from '../public-part.ts';
import { testUser } from '../test-users.ts';
import { fetchTransport } from '../transport/fetch-transport.ts';
import type { SentCall } from '../transport/sent-call.ts';
import './all-kinds.ts';
import { queueProfileChange, type ProfileEdit } from './profile-edit.ts';

const mediaId = '00000000-0000-4000-8000-000000000001';
const ann: OwnUser = {
  ...testUser('00000000-0000-4000-8000-00000000a001', {
    fullName: 'Ann Lee',
    username: 'ann',
    bio: 'Cats first',
    avatar: '/media/00000000-0000-4000-8000-0000000000aa.jpg',
    avatarAlt: 'Ann smiling',
  }),
  email: 'ann@example.com',
  emailVerified: true,
  isModerator: false,
};
const before = { fullName: ann.fullName, bio: ann.bio, avatarAlt: ann.avatarAlt };
const edit: ProfileEdit = { fullName: 'Ann Lee-Nasser', bio: 'Dogs too now' };
const avatar = { blob: new Blob(['jpeg bytes'], { type: 'image/jpeg' }), alt: 'Ann with Rex', width: 1024, height: 1024 };

/** The server's copy of Ann after the change it was sent. */
const changed = (sent: SentPhotos & ProfileEdit): OwnUser => ({
  ...ann,
  fullName: sent.fullName ?? ann.fullName,
  bio: sent.bio ?? ann.bio,
  avatar: sent.mediaIds[0] ? `/media/${sent.mediaIds[0]}.jpg` : ann.avatar,
  avatarAlt: sent.alts[0] ?? sent.alt ?? ann.avatarAlt,
});

const server = (answer?: (call: SentCall) => Response) => photoServer({ mediaId: () => mediaId, created: changed, answer });
const flush = (fetcher: typeof fetch) => flushOutbox({ session: () => ({ userId: ann._id, token: 't' }), transport: fetchTransport(fetcher) });

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.users.put(publicPart(ann));
});

describe('a change of one’s profile made offline', () => {
  it('changes the stored copy of oneself at once and keeps the new avatar as a blob', async () => {
    const row = await queueProfileChange(ann._id, before, edit, avatar);
    expect(await db.users.get(ann._id)).toMatchObject({ fullName: 'Ann Lee-Nasser', bio: 'Dogs too now', avatar: ann.avatar });
    expect((await db.outboxPhotos.where('rowId').equals(row.id).toArray()).map((photo) => photo.alt)).toEqual(['Ann with Rex']);
  });

  it('uploads the avatar first, then the profile naming it, and stores the server’s copy', async () => {
    const row = await queueProfileChange(ann._id, before, edit, avatar);
    const { fetcher, calls } = server();
    expect(await flush(fetcher)).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(calls.map((call) => [call.method, call.path, call.headers.get('idempotency-key')])).toEqual([
      ['POST', '/api/media', `${row.id}.photo-0`],
      ['PUT', '/api/users/update', row.id],
    ]);
    expect(JSON.parse(calls[1]?.body ?? '')).toEqual({ ...edit, mediaIds: [mediaId], alts: ['Ann with Rex'] });
    expect(await db.users.get(ann._id)).toMatchObject({ fullName: 'Ann Lee-Nasser', avatar: `/media/${mediaId}.jpg`, avatarAlt: 'Ann with Rex' });
    expect(await db.outboxPhotos.count()).toBe(0);
  });

  it('without a new avatar, describes the current one and uploads nothing', async () => {
    await queueProfileChange(ann._id, before, { alt: 'Ann at the park' }, null);
    expect(await db.users.get(ann._id)).toMatchObject({ avatarAlt: 'Ann at the park', fullName: 'Ann Lee' });
    const { fetcher, calls } = server();
    expect(await flush(fetcher)).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(calls.map((call) => call.path)).toEqual(['/api/users/update']);
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ alt: 'Ann at the park', mediaIds: [], alts: [] });
  });

  it('puts the profile back as it was when the server refuses the change', async () => {
    await queueProfileChange(ann._id, before, edit, avatar);
    const refused = () => jsonAnswer(400, { message: 'Invalid input', errors: { fullName: 'Invalid input' } });
    expect(await flush(server(refused).fetcher)).toEqual({ sent: 0, failed: 1, waiting: 0 });
    expect(await db.users.get(ann._id)).toMatchObject(before);
  });
});
