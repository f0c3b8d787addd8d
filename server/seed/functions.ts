import type { Sizes } from './sizes.ts';

const day = 86_400_000;

/**
 * Session-local SQL functions that name every seeded row by its number: its
 * id (UUIDv7 text whose time is the row's creation, as the app's ids), its
 * time, and the rows it points to. Each row is thereby computed alone, so the
 * tables are filled by INSERT … SELECT over generate_series, in any order.
 */
export function seedFunctions(sizes: Sizes, now: number): string[] {
  const { users, posts, comments, replies, messages } = sizes;
  const userStart = now - 730 * day;
  const postStart = now - 365 * day;
  const userStep = Math.floor((365 * day) / users);
  const postStep = Math.floor((365 * day - 3_600_000) / posts);
  const commentStep = Math.floor((365 * day - 2 * 3_600_000) / comments);
  const replyStep = Math.floor((365 * day - 3 * 3_600_000) / Math.max(replies, 1));
  const messageStep = Math.floor((365 * day) / Math.max(messages, 1));
  const fn = (signature: string, returns: string, body: string) =>
    `create function pg_temp.${signature} returns ${returns} language sql immutable as $$ select ${body} $$`;
  return [
    fn(
      'seed_id(ms bigint, n bigint)',
      'text',
      `substr(lpad(to_hex(ms), 12, '0'), 1, 8) || '-' || substr(lpad(to_hex(ms), 12, '0'), 9, 4) || '-7' || lpad(to_hex(n & 4095), 3, '0') || '-' || substr('89ab', ((n >> 12) & 3)::int + 1, 1) || substr(md5(n::text), 1, 3) || '-' || substr(md5(n::text), 4, 12)`,
    ),
    // A well-mixed number from a row's number and a salt, for picking people, words and counts.
    fn('h(n bigint, salt int)', 'bigint', `(n * 2654435761 + salt * 97531) % 2147483647`),
    fn('at(ms bigint)', 'timestamptz', `timestamptz 'epoch' + ms * interval '1 millisecond'`),
    fn('user_ms(n bigint)', 'bigint', `${userStart}::bigint + n * ${userStep}`),
    fn('user_id(n bigint)', 'text', `pg_temp.seed_id(pg_temp.user_ms(n), n)`),
    fn('pet_id(n bigint)', 'text', `pg_temp.seed_id(pg_temp.user_ms(n) + 1, n)`),
    fn('post_ms(n bigint)', 'bigint', `${postStart}::bigint + n * ${postStep}`),
    fn('post_id(n bigint)', 'text', `pg_temp.seed_id(pg_temp.post_ms(n), n)`),
    // Post 1 is the celebrity's post with many comments; the others' authors are spread over everyone.
    fn('post_author(n bigint)', 'bigint', `case when n = 1 then 1 else 1 + pg_temp.h(n, 4) % ${users} end`),
    fn('comment_ms(n bigint)', 'bigint', `${postStart + postStep}::bigint + n * ${commentStep}`),
    fn('comment_id(n bigint)', 'text', `pg_temp.seed_id(pg_temp.comment_ms(n), n)`),
    // A comment is on a post made before it: the first ones on post 1, then on the recent posts of its time.
    fn(
      'comment_post(n bigint)',
      'bigint',
      `case when n <= ${sizes.hotComments} then 1 else greatest(1, least(${posts}, (pg_temp.comment_ms(n) - ${postStart}) / ${postStep}) - pg_temp.h(n, 7) % 50) end`,
    ),
    fn('comment_author(n bigint)', 'bigint', `1 + pg_temp.h(n, 9) % ${users}`),
    fn('reply_ms(n bigint)', 'bigint', `${postStart + postStep + commentStep}::bigint + n * ${replyStep}`),
    fn('reply_id(n bigint)', 'text', `pg_temp.seed_id(pg_temp.reply_ms(n), n)`),
    fn('reply_comment(n bigint)', 'bigint', `greatest(1, least(${comments}, 1 + (n * ${replyStep}) / ${commentStep}) - pg_temp.h(n, 8) % 20)`),
    fn('message_ms(n bigint)', 'bigint', `${postStart}::bigint + n * ${messageStep}`),
    fn('message_sender(n bigint)', 'bigint', `1 + pg_temp.h(n, 5) % ${users}`),
    // Messages go between neighbours, who follow each other (the ring of follows).
    fn('message_receiver(n bigint)', 'bigint', `1 + (pg_temp.message_sender(n) + pg_temp.h(n, 6) % 3) % ${users}`),
  ];
}
