import { firstNames, gradedWords, lastNames, petNames, petTypes, places, remarks, sentences, titles } from './words.ts';
import type { Sizes } from './sizes.ts';

const day = 86_400_000;
const list = (words: readonly string[]) => `array[${words.map((word) => `'${word.replaceAll("'", "''")}'`).join(', ')}]`;
/** One of `words`, picked by a mixed number of the row. */
const pick = (words: readonly string[], row: string, salt: number) => `(${list(words)})[1 + pg_temp.h(${row}, ${salt}) % ${words.length}]`;
/** The sentences of `gradedWords` that a row's post meets, each in one post of its `every`. */
const gradedSentences = (row: string) =>
  gradedWords
    .map(([word, every], i) => `case when pg_temp.h(${row}, ${40 + i}) % ${every} = 0 then ' Met a ${word} today.' else '' end`)
    .join(' || ');
const latin = (name: string) => /^[A-Za-z]+$/.test(name);
const englishFirstNames = firstNames.filter(latin);
const millis = (column: string) => `(extract(epoch from ${column}) * 1000)::bigint`;

/** A column of a table as the database has it, in order: the post cards are made from whole rows of posts. */
export interface Column {
  name: string;
  type: string;
}

const postFields = ['id', 'user_id', 'pet_id', 'title', 'body', 'tags', 'likes_count', 'comments_count', 'created_at'];
/** The seeded words' hashtags (what src/contract/hashtags.ts finds in them), one of each. */
const tagsOf = (text: string) => `array(select distinct m[1] from regexp_matches(${text}, '#([^[:space:]#.,!?؟،]+)', 'g') m)`;

export interface Step {
  name: string;
  /** The table it fills, analyzed at once so the statements after it are planned on its real size. */
  table: string;
  sql: string;
  /** Keep the table's indexes while loading: a later step reads it by them (post_card reads the images of each post). */
  keepIndexes?: boolean;
}

/**
 * The statements that fill an empty database, in order, each one INSERT …
 * SELECT over generate_series (see functions.ts for how rows are numbered).
 * Follows come before users and likes and comments before posts, so each
 * row is written once with its counts, and each post with its card, made by
 * the database's own post_card from its images, pet and author, already there
 * (in one statement, which is many times faster than its trigger row by row).
 */
export function communitySteps(sizes: Sizes, now: number, passwordHash: string, postColumns: Column[]): Step[] {
  const { users: U, posts: P } = sizes;
  const celebrityIds = `(select pg_temp.user_id(c) from generate_series(1, ${sizes.celebrities}) c)`;
  return [
    {
      name: 'follows',
      table: 'follows',
      sql: `insert into follows (follower_id, followee_id, created_at)
        select pg_temp.user_id(f), pg_temp.user_id(e), pg_temp.at(greatest(pg_temp.user_ms(f), pg_temp.user_ms(e)) + 60000)
        from (
          select u as f, 1 + (u - 1 + j) % ${U} as e from generate_series(1, ${U}) u, generate_series(1, 3) j
          union all select 1 + (u - 1 + j) % ${U}, u from generate_series(1, ${U}) u, generate_series(1, 3) j
          union all select u, 1 + pg_temp.h(u * 16 + j, 10) % ${U} from generate_series(1, ${U}) u, generate_series(1, ${sizes.followsPerUser}) j
          union all select u, c from generate_series(2, ${U}, 2) u, generate_series(1, ${sizes.celebrities}) c
          union all select 1, u from generate_series(10, ${U}, 10) u
        ) pairs
        where f <> e
        on conflict do nothing`,
    },
    // One account in twenty blocks two others (their follows end, as a block ends them) and mutes two more:
    // the lists' block and mute probes are then planned on tables with rows, as a live site has.
    {
      name: 'blocks',
      table: 'blocks',
      sql: `insert into blocks (blocker_id, blocked_id, created_at)
        select pg_temp.user_id(u), pg_temp.user_id(o), pg_temp.at(greatest(pg_temp.user_ms(u), pg_temp.user_ms(o)) + 120000)
        from (select u, 1 + pg_temp.h(u * 8 + j, 31) % ${U} as o from generate_series(20, ${U}, 20) u, generate_series(1, 2) j) pairs
        where o <> u
        on conflict do nothing;
        delete from follows f using blocks b
        where (f.follower_id = b.blocker_id and f.followee_id = b.blocked_id) or (f.follower_id = b.blocked_id and f.followee_id = b.blocker_id);
        update follows f set mutual = true
        where exists (select 1 from follows b where b.follower_id = f.followee_id and b.followee_id = f.follower_id)`,
    },
    {
      name: 'mutes',
      table: 'mutes',
      sql: `insert into mutes (muter_id, muted_id, created_at)
        select pg_temp.user_id(u), pg_temp.user_id(o), pg_temp.at(greatest(pg_temp.user_ms(u), pg_temp.user_ms(o)) + 180000)
        from (select u, 1 + pg_temp.h(u * 8 + j, 37) % ${U} as o from generate_series(10, ${U}, 20) u, generate_series(1, 2) j) pairs
        where o <> u
        on conflict do nothing`,
    },
    {
      name: 'users',
      table: 'users',
      sql: `insert into users (id, full_name, username, email, password_hash, country, city, followers_count, following_count, language, created_at)
        select s.id, first || ' ' || case when first ~ '^[A-Za-z]' then ${pick(lastNames.filter(latin), 'n', 2)} else ${pick(
          lastNames.filter((name) => !latin(name)),
          'n',
          2,
        )} end, handle, handle || '@example.com', '${passwordHash}',
          split_part(place, '|', 1), split_part(place, '|', 2),
          coalesce(followers.count, 0), coalesce(following.count, 0),
          case when first ~ '^[A-Za-z]' then 'en' else 'ar' end, pg_temp.at(pg_temp.user_ms(n))
        from (
          select n, pg_temp.user_id(n) as id, ${pick(firstNames, 'n', 1)} as first,
            lower(${pick(englishFirstNames, 'n', 1)}) || n as handle, ${pick(
              places.map((place) => place.join('|')),
              'n',
              3,
            )} as place
          from generate_series(1, ${U}) n
        ) s
        left join (select followee_id as id, count(*) from follows group by 1) followers on followers.id = s.id
        left join (select follower_id as id, count(*) from follows group by 1) following on following.id = s.id`,
    },
    {
      // One signed-in device each, so that finding a session reads an index as it would on a real site.
      name: 'sessions',
      table: 'sessions',
      sql: `insert into sessions (id, user_id, token_hash, last_used_at, user_agent, created_at)
        select pg_temp.seed_id(pg_temp.user_ms(n) + 2, n), pg_temp.user_id(n), md5('session' || n) || md5('token' || n), pg_temp.at(${now - day} - n),
          'Mozilla/5.0 (seeded)', pg_temp.at(pg_temp.user_ms(n) + 2)
        from generate_series(1, ${U}) n`,
    },
    {
      name: 'pets',
      table: 'pets',
      sql: `insert into pets (id, user_id, name, type, age, created_at)
        select pg_temp.pet_id(n), pg_temp.user_id(n), ${pick(petNames, 'n', 11)}, ${pick(petTypes, 'n', 12)}, 1 + pg_temp.h(n, 13) % 15,
          pg_temp.at(pg_temp.user_ms(n) + 1)
        from generate_series(1, ${U}) n where n % 5 <> 0`,
    },
    {
      name: 'post images',
      table: 'post_images',
      keepIndexes: true,
      sql: `insert into post_images (id, post_id, url, position, alt, width, height)
        select pg_temp.seed_id(pg_temp.post_ms(n), n * 4 + i), pg_temp.post_id(n), '/media/' || md5('image' || n || '-' || i) || '.webp', i, '', 1280, 960
        from generate_series(1, ${P}) n cross join lateral generate_series(0, (pg_temp.h(n, 14) % 3)::int) i`,
    },
    {
      name: 'comments',
      table: 'comments',
      sql: `insert into comments (id, post_id, user_id, content, created_at)
        select pg_temp.comment_id(n), pg_temp.post_id(pg_temp.comment_post(n)), pg_temp.user_id(pg_temp.comment_author(n)), ${pick(remarks, 'n', 15)},
          pg_temp.at(pg_temp.comment_ms(n))
        from generate_series(1, ${sizes.comments}) n`,
    },
    {
      name: 'replies',
      table: 'replies',
      sql: `insert into replies (id, comment_id, user_id, content, created_at)
        select pg_temp.reply_id(n), pg_temp.comment_id(pg_temp.reply_comment(n)), pg_temp.user_id(1 + pg_temp.h(n, 16) % ${U}), ${pick(remarks, 'n', 17)},
          pg_temp.at(pg_temp.reply_ms(n))
        from generate_series(1, ${sizes.replies}) n;
        update comments c set replies_count = r.count from (select comment_id, count(*)::int as count from replies group by 1) r
        where r.comment_id = c.id`,
    },
    {
      name: 'likes',
      table: 'likes',
      sql: `insert into likes (post_id, user_id, created_at)
        select pg_temp.post_id(n), pg_temp.user_id(1 + pg_temp.h(n * 16 + i, 18) % ${U}), pg_temp.at(pg_temp.post_ms(n) + i * 60000)
        from generate_series(1, ${P}) n cross join lateral generate_series(1, (pg_temp.h(n, 19) % 9)::int) i
        union all
        select pg_temp.post_id(1), pg_temp.user_id(u), pg_temp.at(pg_temp.post_ms(1) + u * 1000) from generate_series(2, ${sizes.hotLikes + 1}) u
        on conflict do nothing`,
    },
    {
      name: 'posts',
      table: 'posts',
      sql: `insert into posts (${postFields.join(', ')}, card)
        select ${postFields.map((field) => `d.${field}`).join(', ')}, post_card(row(${postColumns
          .map(({ name, type }) => (postFields.includes(name) ? `d.${name}` : name === 'card' ? `''` : `null::${type}`))
          .join(', ')})::posts)
        from (
          select b.*, ${tagsOf("b.title || ' ' || b.body")} as tags
          from (
            select s.id, pg_temp.user_id(a) as user_id, case when a % 5 <> 0 and n % 2 = 0 then pg_temp.pet_id(a) end as pet_id,
              ${pick(titles, 'n', 20)} as title, ${pick(sentences, 'n', 21)} || ' ' || ${pick(sentences, 'n', 22)} || ${gradedSentences('n')} as body,
              coalesce(liked.count, 0)::int as likes_count, coalesce(commented.count, 0)::int as comments_count, pg_temp.at(pg_temp.post_ms(n)) as created_at
            from (select n, pg_temp.post_id(n) as id, pg_temp.post_author(n) as a from generate_series(1, ${P}) n) s
            left join (select post_id as id, count(*) from likes group by 1) liked on liked.id = s.id
            left join (select post_id as id, count(*) from comments group by 1) commented on commented.id = s.id
          ) b
        ) d`,
    },
    {
      name: 'post tags',
      table: 'post_tags',
      sql: `insert into post_tags (tag, post_id, created_at)
        select distinct lower(normalize(t, NFKC)), p.id, p.created_at from posts p cross join lateral unnest(p.tags) t`,
    },
    {
      // The post search's words, as the triggers on posts would have kept them; in key order, which fills the key fastest.
      name: 'post words',
      table: 'post_words',
      sql: `insert into post_words (word, post_id)
        select w, p.id from posts p cross join lateral unnest(tsvector_to_array(p.search)) w order by 1, 2`,
    },
    {
      // Explore's hourly counters for the last eight days, as the likes and posts would have moved them.
      name: 'explore counts',
      table: 'explore_counts',
      sql: `insert into explore_counts (kind, key, hour, count)
        select 'post', post_id, date_trunc('hour', created_at), count(*) from likes where created_at > pg_temp.at(${now - 8 * day}) group by 2, 3
        union all
        select 'pet', p.pet_id, date_trunc('hour', l.created_at), count(*) from likes l join posts p on p.id = l.post_id
          where p.pet_id is not null and l.created_at > pg_temp.at(${now - 8 * day}) group by 2, 3
        union all
        select 'tag', tag, date_trunc('hour', created_at), count(*) from post_tags where created_at > pg_temp.at(${now - 8 * day}) group by 2, 3`,
    },
    {
      name: 'messages',
      table: 'messages',
      sql: `insert into messages (id, sender_id, receiver_id, conversation, content, created_at)
        select pg_temp.seed_id(pg_temp.message_ms(n), n), s, r,
          least(s collate "C", r collate "C") || ':' || greatest(s collate "C", r collate "C"), ${pick(remarks, 'n', 23)},
          pg_temp.at(pg_temp.message_ms(n))
        from (select n, pg_temp.user_id(pg_temp.message_sender(n)) as s, pg_temp.user_id(pg_temp.message_receiver(n)) as r
          from generate_series(1, ${sizes.messages}) n) x`,
    },
    {
      // What the app would have made for those comments, replies, some likes and the celebrities' followers.
      // The celebrity (user 1) has read none; everyone else has read all but the last week's.
      name: 'notifications',
      table: 'notifications',
      sql: `insert into notifications (id, user_id, from_user_id, type, post_id, message, is_read, dedupe_key, created_at)
        select pg_temp.seed_id(ms, row_number() over (order by ms)), recipient, sender, type, post,
          u.full_name || case type when 'comment' then ' commented on your post' when 'reply' then ' replied to your comment'
            when 'like' then ' liked your post' else ' started following you' end,
          recipient <> pg_temp.user_id(1) and ms < ${now - 7 * day}, dedupe, pg_temp.at(ms)
        from (
          select p.user_id as recipient, c.user_id as sender, 'comment' as type, c.post_id as post, null as dedupe, ${millis('c.created_at')} + 1 as ms
            from comments c join posts p on p.id = c.post_id
          union all
          select c.user_id, r.user_id, 'reply', c.post_id, null, ${millis('r.created_at')} + 1 from replies r join comments c on c.id = r.comment_id
          union all
          select p.user_id, l.user_id, 'like', l.post_id, 'like:' || l.post_id, ${millis('l.created_at')} + 1
            from likes l join posts p on p.id = l.post_id where abs(hashtext(l.user_id || l.post_id)) % 6 = 0 or p.user_id = pg_temp.user_id(1)
          union all
          select f.followee_id, f.follower_id, 'follow', null, 'follow', ${millis('f.created_at')} + 1 from follows f where f.followee_id in ${celebrityIds}
        ) e join users u on u.id = e.sender
        where recipient <> sender`,
    },
  ];
}
