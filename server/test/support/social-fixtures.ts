import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import type { Message, Notification } from '#contract/entities.ts';
import { paths, socketPath } from '#contract/paths.ts';
import { bearer, registerUser, type RegisteredUser } from './accounts.ts';

export interface Member {
  id: string;
  token: string;
  fullName: string;
  email: string;
  headers: Record<string, string>;
  account: RegisteredUser;
}

export async function newMember(app: FastifyInstance): Promise<Member> {
  const account = await registerUser(app);
  const { user, token, input } = account;
  return { id: user._id, token, fullName: user.fullName, email: input.email, headers: bearer(token), account };
}

export const newMembers = (app: FastifyInstance, count: number) => Promise.all(Array.from({ length: count }, () => newMember(app)));

export async function follow(app: FastifyInstance, from: Member, to: Member) {
  const response = await app.inject({ method: 'PUT', url: paths.follow(to.id), headers: from.headers });
  if (response.statusCode !== 200) throw new Error(`follow answered ${response.statusCode}: ${response.body}`);
}

export async function unfollow(app: FastifyInstance, from: Member, to: Member) {
  const response = await app.inject({ method: 'PUT', url: paths.unfollow(to.id), headers: from.headers });
  if (response.statusCode !== 200) throw new Error(`unfollow answered ${response.statusCode}: ${response.body}`);
}

export async function makeMutual(app: FastifyInstance, a: Member, b: Member) {
  await follow(app, a, b);
  await follow(app, b, a);
}

export const sendMessage = (app: FastifyInstance, from: Member, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: paths.addMessage, headers: { ...from.headers, ...headers }, payload: body });

export async function notificationsOf(app: FastifyInstance, member: Member, query = ''): Promise<Notification[]> {
  const response = await app.inject({ method: 'GET', url: `${paths.notifications}${query}`, headers: member.headers });
  if (response.statusCode !== 200) throw new Error(`notifications answered ${response.statusCode}: ${response.body}`);
  return response.json<Notification[]>();
}

export async function conversation(app: FastifyInstance, viewer: Member, a: Member, b: Member): Promise<Message[]> {
  const response = await app.inject({
    method: 'GET',
    url: `${paths.messages}?sender=${a.id}&receiver=${b.id}&limit=100`,
    headers: viewer.headers,
  });
  if (response.statusCode !== 200) throw new Error(`messages answered ${response.statusCode}: ${response.body}`);
  return response.json<Message[]>();
}

/** Starts the app on a free port and answers its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

type Transport = 'websocket' | 'polling';

export function openSocket(baseUrl: string, auth?: Record<string, unknown>, transports: Transport[] = ['websocket']): Socket {
  return io(baseUrl, { path: socketPath, transports, auth, reconnection: false, forceNew: true });
}

/** Connects with the token; rejects with the server's refusal text. */
export function connect(baseUrl: string, token: string | undefined, transports?: Transport[]): Promise<Socket> {
  const socket = openSocket(baseUrl, token === undefined ? undefined : { token }, transports);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Records every event of one name a socket receives, to assert on what arrived and what did not. */
export function record<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

export async function waitFor(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Lets a moment pass for anything misrouted to arrive. */
export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

export const emitWithAck = <T>(socket: Socket, event: string, payload: unknown): Promise<T> =>
  socket.timeout(3000).emitWithAck(event, payload) as Promise<T>;
