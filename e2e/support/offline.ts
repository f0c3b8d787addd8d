import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { Comment, Message, Post, SessionUser } from '../../src/contract/entities.ts';

/**
 * Waits until the service worker is activated and controls the page: the
 * shell is precached and every request of the page goes through the worker.
 * `navigator.serviceWorker.ready` can resolve while the worker is still
 * activating, so this polls the state itself.
 */
export async function waitForWorker(page: Page): Promise<void> {
  // expect.poll, not waitForFunction: the latter takes the Promise an async predicate returns as truthy at once.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
        }),
      { timeout: 30_000, intervals: [100, 250, 500] },
    )
    .toBe(true);
}

/** Opens the page, then waits for the worker to take it over (a first visit is controlled after clients.claim). */
export async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForWorker(page);
}

const bearer = (user: SessionUser) => ({ authorization: `Bearer ${user.token}` });

/** A new session of the user through the API (the test accounts share one password). */
export async function signInByApi(request: APIRequestContext, user: SessionUser, password = 'whiskers-and-paws-1'): Promise<SessionUser> {
  const response = await request.post('/api/users/login', { data: { email: user.email, password } });
  expect(response.status(), 'login').toBe(200);
  return (await response.json()) as SessionUser;
}

/** The post with its comments and replies, as the server has it. */
export async function serverPost(request: APIRequestContext, user: SessionUser, postId: string): Promise<Post & { comments: Comment[] }> {
  const response = await request.get(`/api/posts/post/${postId}`, { headers: bearer(user) });
  expect(response.status(), 'GET post').toBe(200);
  return (await response.json()) as Post & { comments: Comment[] };
}

/** One conversation's messages on the server, oldest first. */
export async function serverMessages(request: APIRequestContext, user: SessionUser, partnerId: string): Promise<Message[]> {
  const response = await request.get(`/api/messages?sender=${user._id}&receiver=${partnerId}&limit=100`, { headers: bearer(user) });
  expect(response.status(), 'GET messages').toBe(200);
  return (await response.json()) as Message[];
}

/** Whether the server says the user likes the post. */
export async function likedOnServer(request: APIRequestContext, user: SessionUser, postId: string): Promise<boolean> {
  return (await serverPost(request, user, postId)).likedByMe;
}

/** The outbox rows in the page's IndexedDB, read through the page itself. */
export interface StoredRow {
  id: string;
  kind: string;
  status: string;
  path: string;
  attempts: number;
  nextAttemptAt: string;
}

export async function outboxRows(page: Page): Promise<StoredRow[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('pawpals');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('outbox')) {
            database.close();
            resolve([]);
            return;
          }
          const read = database.transaction('outbox').objectStore('outbox').getAll();
          read.onsuccess = () => {
            database.close();
            resolve(read.result);
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** Cuts or restores the network for every page of the context (the worker's fetches included). */
export async function setOnline(context: BrowserContext, online: boolean): Promise<void> {
  await context.setOffline(!online);
}
