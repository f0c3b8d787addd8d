import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import type { Post, SessionUser } from '#contract/entities.ts';
import { uniqueUser } from './users.ts';

export interface Person {
  user: SessionUser;
  context: BrowserContext;
  page: Page;
}

export async function register(request: APIRequestContext, fullName: string): Promise<SessionUser> {
  const user = { ...uniqueUser(), fullName };
  const response = await request.post('/api/users/register', {
    data: { ...user, confirmPassword: user.password, country: 'EG', city: 'Cairo' },
  });
  if (response.status() !== 201) throw new Error(`register answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as SessionUser;
}

/** A fresh user signed in, in a browser context of their own (the session restored from local storage). */
export async function newPerson(browser: Browser, fullName: string, options: Parameters<Browser['newContext']>[0] = {}): Promise<Person> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const user = await register(page.request, fullName);
  await context.addInitScript((session) => {
    if (!localStorage.getItem('pawpals.session')) localStorage.setItem('pawpals.session', session);
  }, JSON.stringify(user));
  return { user, context, page };
}

const bearer = (user: SessionUser) => ({ authorization: `Bearer ${user.token}` });

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return response;
}

export async function createPost(request: APIRequestContext, author: SessionUser, title = 'Rex at the beach'): Promise<Post> {
  const response = await request.post('/api/posts/add_post', {
    headers: bearer(author),
    multipart: { title, body: 'Sunny day, happy dog.' },
  });
  return (await (await ok(response, 'add_post')).json()) as Post;
}

export async function likePost(request: APIRequestContext, liker: SessionUser, postId: string): Promise<void> {
  await ok(await request.post(`/api/posts/like/${postId}`, { headers: bearer(liker) }), 'like');
}

export async function followByApi(request: APIRequestContext, follower: SessionUser, targetId: string): Promise<void> {
  await ok(await request.put(`/api/users/follow/${targetId}`, { headers: bearer(follower) }), 'follow');
}
