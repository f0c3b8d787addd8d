import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import type { SessionUser } from '#contract/entities.ts';
import { mailedLink } from './mail.ts';
import { password } from './users.ts';

/** The address playwright.config.ts names in ADMIN_EMAILS. */
export const moderatorEmail = 'moderator@pawpals.test';
export const moderatorName = 'Moderator Nadia Al-Khatib';

const bearer = (user: SessionUser) => ({ authorization: `Bearer ${user.token}` });

/**
 * A session of the suite's moderator: signed up and verified through the
 * mailed link the first time, by whichever spec comes first (the others wait
 * for it and sign in).
 */
export async function moderatorSession(request: APIRequestContext): Promise<SessionUser> {
  let session: SessionUser | null = null;
  await expect(async () => {
    const login = await request.post('/api/users/login', { data: { email: moderatorEmail, password } });
    if (login.status() === 401) {
      const made = await request.post('/api/users/register', {
        data: {
          fullName: moderatorName,
          username: `moderator_${Date.now().toString(36)}`,
          email: moderatorEmail,
          password,
          confirmPassword: password,
          country: 'EG',
          city: 'Cairo',
        },
      });
      if (made.status() === 201) {
        const token = (await mailedLink(moderatorEmail, 'verify-email')).split('/').at(-1);
        expect((await request.post('/api/users/verify-email', { data: { token } })).status()).toBe(200);
      }
    }
    expect(login.status()).toBe(200);
    const user = (await login.json()) as SessionUser;
    expect(user.isModerator, 'the moderator is verified').toBe(true);
    session = user;
  }).toPass({ timeout: 40_000 });
  return session!;
}

/** Opens the browser context signed in as the moderator. */
export async function signInModerator(context: BrowserContext, request: APIRequestContext): Promise<SessionUser> {
  const user = await moderatorSession(request);
  await context.addInitScript((session) => {
    if (!localStorage.getItem('pawpals.session')) localStorage.setItem('pawpals.session', session);
  }, JSON.stringify(user));
  return user;
}

export async function reportByApi(
  request: APIRequestContext,
  reporter: SessionUser,
  target: { targetType: string; targetId: string; reason: string; text: string },
) {
  const response = await request.post('/api/reports', { headers: bearer(reporter), data: target });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { _id: string };
}

export async function resolveByApi(request: APIRequestContext, moderator: SessionUser, reportId: string, body: object) {
  const response = await request.post(`/api/moderation/reports/${reportId}/resolve`, { headers: bearer(moderator), data: body });
  expect(response.status(), await response.text()).toBe(200);
}
