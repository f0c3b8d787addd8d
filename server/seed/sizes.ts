/** How much a seed makes, from the number of users and posts asked for; the rest in the proportions of a living community. */
export interface Sizes {
  users: number;
  posts: number;
  /** About two per post. */
  images: number;
  /** Comments on posts (replies apart); the first `hotComments` are on one post. */
  comments: number;
  hotComments: number;
  replies: number;
  /** Likes of post 1 on top of the few of every post. */
  hotLikes: number;
  /** Accounts followed by half of everyone. */
  celebrities: number;
  /** Follows made at random by each user, beside the ring of neighbours and the celebrities. */
  followsPerUser: number;
  messages: number;
}

export function sizesFor(users: number, posts: number): Sizes {
  if (!Number.isInteger(users) || users < 50) throw new Error('at least 50 users');
  if (!Number.isInteger(posts) || posts < 100) throw new Error('at least 100 posts');
  const comments = Math.round(posts * 1.5);
  return {
    users,
    posts,
    images: posts * 2,
    comments,
    hotComments: Math.min(5000, Math.floor(comments / 3)),
    replies: Math.round(posts * 0.5),
    hotLikes: Math.min(5000, users - 1),
    celebrities: 10,
    followsPerUser: 10,
    messages: posts,
  };
}
