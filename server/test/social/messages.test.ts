import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '#contract/entities.ts';
import { nextCursorHeader, paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { conversation, follow, makeMutual, newMembers, notificationsOf, sendMessage, unfollow, type Member } from '../support/social-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const history = (viewer: Member, query: string) => t.app.inject({ method: 'GET', url: `${paths.messages}?${query}`, headers: viewer.headers });

describe('POST /api/messages/add_message', () => {
  it('stores a message between mutual followers and answers it', async () => {
    const [alice, bob] = await newMembers(t.app, 2);
    await makeMutual(t.app, alice!, bob!);
    const response = await sendMessage(t.app, alice!, { content: '  hi Bob  ', receiver: bob!.id, sender: alice!.id });
    expect(response.statusCode).toBe(201);
    const message = response.json<Message>();
    expect(message).toMatchObject({ content: 'hi Bob', sender: alice!.id, receiver: bob!.id });
    expect(await conversation(t.app, bob!, bob!, alice!)).toEqual([message]);
  });

  it('answers 403 to non-mutual followers, one-way followers and after an unfollow, storing nothing', async () => {
    const [alice, bob, carol] = await newMembers(t.app, 3);
    const refused = async (from: Member, to: Member) => {
      const response = await sendMessage(t.app, from, { content: 'hello', receiver: to.id });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: m.notMutualFollowers });
    };
    await refused(alice!, carol!);
    await follow(t.app, alice!, carol!);
    await refused(alice!, carol!);
    await refused(carol!, alice!);

    await makeMutual(t.app, alice!, bob!);
    expect((await sendMessage(t.app, alice!, { content: 'before', receiver: bob!.id })).statusCode).toBe(201);
    await unfollow(t.app, bob!, alice!);
    await refused(alice!, bob!);
    await refused(bob!, alice!);

    expect(await conversation(t.app, alice!, alice!, carol!)).toEqual([]);
    expect((await conversation(t.app, alice!, alice!, bob!)).map((x) => x.content)).toEqual(['before']);
    expect((await notificationsOf(t.app, bob!)).filter((n) => n.type === 'message')).toHaveLength(1);
    expect((await notificationsOf(t.app, carol!)).filter((n) => n.type === 'message')).toEqual([]);
  });

  it('refuses oneself (400), a sender that is not the caller (403), an unknown receiver (404) and no token (401)', async () => {
    const [alice, bob] = await newMembers(t.app, 2);
    await makeMutual(t.app, alice!, bob!);
    const self = await sendMessage(t.app, alice!, { content: 'me', receiver: alice!.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: m.cannotMessageSelf });
    const impostor = await sendMessage(t.app, alice!, { content: 'as bob', receiver: alice!.id, sender: bob!.id });
    expect(impostor.statusCode).toBe(403);
    const unknown = await sendMessage(t.app, alice!, { content: 'ghost', receiver: '0190a4b2-7c1d-7000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: paths.addMessage, payload: { content: 'x', receiver: bob!.id } });
    expect(anonymous.statusCode).toBe(401);
    expect(await conversation(t.app, alice!, alice!, bob!)).toEqual([]);
  });

  it.each([
    ['blank content', { content: '   ' }, m.messageRequired],
    ['too long content', { content: 'x'.repeat(2001) }, m.messageTooLong],
    ['content of another type', { content: 42 }, m.messageRequired],
    ['a malformed receiver', { receiver: 'bob' }, m.invalidId],
  ])('answers 400 for %s', async (_name, override, message) => {
    const [alice, bob] = await newMembers(t.app, 2);
    await makeMutual(t.app, alice!, bob!);
    const response = await sendMessage(t.app, alice!, { content: 'ok', receiver: bob!.id, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await conversation(t.app, alice!, alice!, bob!)).toEqual([]);
  });

  it('stores a message resent with the same Idempotency-Key once and answers the same', async () => {
    const [alice, bob] = await newMembers(t.app, 2);
    await makeMutual(t.app, alice!, bob!);
    const key = { 'idempotency-key': crypto.randomUUID() };
    const first = await sendMessage(t.app, alice!, { content: 'once', receiver: bob!.id }, key);
    const again = await sendMessage(t.app, alice!, { content: 'once', receiver: bob!.id }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await conversation(t.app, bob!, alice!, bob!)).toHaveLength(1);
    expect((await notificationsOf(t.app, bob!)).filter((n) => n.type === 'message')).toHaveLength(1);

    const other = await sendMessage(t.app, alice!, { content: 'different', receiver: bob!.id }, key);
    expect(other.statusCode).toBe(422);
    expect(await conversation(t.app, bob!, alice!, bob!)).toHaveLength(1);
  });
});

describe('GET /api/messages', () => {
  it('pages newest to older, each page oldest first', async () => {
    const [alice, bob] = await newMembers(t.app, 2);
    await makeMutual(t.app, alice!, bob!);
    for (let i = 1; i <= 5; i += 1) {
      const from = i % 2 ? alice! : bob!;
      await sendMessage(t.app, from, { content: `m${i}`, receiver: (from === alice ? bob : alice)!.id });
    }
    const first = await history(alice!, `sender=${alice!.id}&receiver=${bob!.id}&limit=3`);
    expect(first.statusCode).toBe(200);
    expect(first.json<Message[]>().map((x) => x.content)).toEqual(['m3', 'm4', 'm5']);
    const cursor = first.headers[nextCursorHeader] as string;
    expect(cursor).toBe(first.json<Message[]>()[0]!._id);
    const second = await history(bob!, `sender=${bob!.id}&receiver=${alice!.id}&limit=3&before=${cursor}`);
    expect(second.json<Message[]>().map((x) => x.content)).toEqual(['m1', 'm2']);
    expect(second.headers[nextCursorHeader]).toBeUndefined();
  });

  it('answers 404 for a conversation the caller is not part of', async () => {
    const [alice, bob, mallory] = await newMembers(t.app, 3);
    await makeMutual(t.app, alice!, bob!);
    await sendMessage(t.app, alice!, { content: 'private', receiver: bob!.id });
    const response = await history(mallory!, `sender=${alice!.id}&receiver=${bob!.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: m.conversationNotFound });
  });

  it('answers 400 for malformed queries and 401 without a token', async () => {
    const [alice, bob] = await newMembers(t.app, 2);
    for (const query of [`sender=${alice!.id}`, `sender=x&receiver=${bob!.id}`, `sender=${alice!.id}&receiver=${bob!.id}&limit=0`]) {
      expect((await history(alice!, query)).statusCode, query).toBe(400);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `${paths.messages}?sender=${alice!.id}&receiver=${bob!.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
