import type { APIRequestContext, Page } from '@playwright/test';
import type { SessionUser } from '#contract/entities.ts';

export const password = 'whiskers-and-paws-1';

let counter = 0;

/** A username and email no other test (or earlier run on the same data) has used. */
export function uniqueUser() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return { fullName: 'Test Owner', username: `u_${tag}`, email: `${tag}@example.com`, password };
}

export async function registerUser(request: APIRequestContext): Promise<SessionUser> {
  const user = uniqueUser();
  const response = await request.post('/api/users/register', {
    data: { ...user, confirmPassword: user.password, country: 'EG', city: 'Cairo' },
  });
  if (response.status() !== 201) throw new Error(`register answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as SessionUser;
}

/** Signs a fresh user in the way the app restores a session: from local storage. */
export async function signIn(page: Page): Promise<SessionUser> {
  const user = await registerUser(page.request);
  await page.addInitScript((session) => {
    if (!localStorage.getItem('pawpals.session')) localStorage.setItem('pawpals.session', session);
  }, JSON.stringify(user));
  return user;
}
