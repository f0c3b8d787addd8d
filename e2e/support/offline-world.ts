import type { APIRequestContext, Browser } from '@playwright/test';
import type { Comment, Message, Post, SessionUser } from '../../src/contract/entities.ts';
import { conversationIdOf } from '../../src/contract/conversation.ts';
import { imageFile } from './content.ts';
import { followByApi, newPerson, register, type Person } from './social.ts';

const bearer = (user: SessionUser) => ({ authorization: `Bearer ${user.token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * What the offline specs start from: Amira (the person at the browser) and
 * Bilal follow each other; Bilal has a post with a photo and a comment on it,
 * has sent Amira a message and liked her post (so her bell has something).
 */
export interface OfflineWorld {
  amira: Person;
  bilal: SessionUser;
  post: Post;
  comment: Comment;
  ownPost: Post;
  message: Message;
  conversation: string;
}

let worlds = 0;

export async function offlineWorld(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<OfflineWorld> {
  // The feed is everyone's: titles of their own keep tests that run side by side apart.
  worlds += 1;
  const tag = `${process.pid.toString(36)}-${worlds}`;
  const amira = await newPerson(browser, 'Amira Haddad', options);
  const request = amira.page.request;
  const bilal = await register(request, 'Bilal Nasser');
  await followByApi(request, amira.user, bilal._id);
  await followByApi(request, bilal, amira.user._id);

  const photo = await imageFile('beach.jpg', '#3a7bd5', 'jpeg');
  const post = await ok<Post>(
    await request.post('/api/posts/add_post', {
      headers: bearer(bilal),
      multipart: { title: `Rex at the beach (${tag})`, body: 'Sunny day, happy dog.', images: photo },
    }),
    'add_post',
  );
  const { comment } = await ok<{ comment: Comment }>(
    await request.post(`/api/posts/post/${post._id}/comments`, { headers: bearer(bilal), data: { content: 'He ran all morning.' } }),
    'comment',
  );
  const ownPost = await ok<Post>(
    await request.post('/api/posts/add_post', {
      headers: bearer(amira.user),
      multipart: { title: `Mishmish (${tag})`, body: 'Asleep on the sofa again.' },
    }),
    'add_post',
  );
  await ok(await request.post(`/api/posts/like/${ownPost._id}`, { headers: bearer(bilal) }), 'like');
  const message = await ok<Message>(
    await request.post('/api/messages/add_message', { headers: bearer(bilal), data: { content: 'Beach tomorrow?', receiver: amira.user._id } }),
    'add_message',
  );
  return { amira, bilal, post, comment, ownPost, message, conversation: conversationIdOf(amira.user._id, bilal._id) };
}
