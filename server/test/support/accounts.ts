import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '#contract/entities.ts';
import type { RegisterInput } from '#contract/schemas/auth.ts';
import { paths } from '#contract/paths.ts';

let counter = 0;

/**
 * A name no other test (in this file or another sharing the database) uses:
 * letters and digits only, short enough for a username (at most 30).
 */
export function uniqueName(prefix = 'u'): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter.toString(36)}`;
  return `${prefix}${stamp}${Math.random().toString(36).slice(2, 6)}`.slice(0, 30);
}

/** A distinct client address per call, so helpers never trip the per-IP register limit. */
export function uniqueIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export const defaultPassword = 'correct-horse-1';

export function registrationInput(overrides: Partial<RegisterInput> = {}): RegisterInput {
  const username = overrides.username ?? uniqueName();
  const password = overrides.password ?? defaultPassword;
  return {
    fullName: `Test ${username}`,
    username,
    email: `${username.toLowerCase()}@example.test`,
    password,
    confirmPassword: password,
    country: 'FR',
    city: 'Paris',
    ...overrides,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface RegisteredUser {
  user: SessionUser;
  token: string;
  password: string;
  input: RegisterInput;
}

/** Registers a fresh user through the API (201 expected) and returns it with its token. */
export async function registerUser(app: FastifyInstance, overrides: Partial<RegisterInput> = {}): Promise<RegisteredUser> {
  const input = registrationInput(overrides);
  const response = await app.inject({ method: 'POST', url: paths.register, payload: input, remoteAddress: uniqueIp() });
  if (response.statusCode !== 201) {
    throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  }
  const user = response.json<SessionUser>();
  return { user, token: user.token, password: input.password, input };
}

/** Logs in through the API (200 expected) and returns the new session's token. */
export async function loginUser(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: paths.login, payload: { email, password }, remoteAddress: uniqueIp() });
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  return response.json<SessionUser>().token;
}
