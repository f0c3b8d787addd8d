import * as v from 'valibot';
import { idAnswer, imageUrlAnswer, pageOf, timeAnswer } from './common.ts';

const summaryEntries = {
  _id: idAnswer,
  fullName: v.string(),
  username: v.string(),
  avatar: v.nullable(imageUrlAnswer),
};

/** An author as shown beside posts, comments and notifications. */
export const userSummaryAnswer = v.strictObject(summaryEntries);

const publicEntries = {
  ...summaryEntries,
  /** The avatar's description ('' when none was given). */
  avatarAlt: v.string(),
  bio: v.string(),
  country: v.string(),
  city: v.string(),
  followersCount: v.number(),
  followingCount: v.number(),
  /** Whether the caller follows this user (false for visitors and for oneself). */
  followedByMe: v.boolean(),
  /** Whether this user follows the caller. */
  followsMe: v.boolean(),
  createdAt: timeAnswer,
};

export const publicUserAnswer = v.strictObject(publicEntries);
/** What only the account's owner sees of it: the address, whether its owner has proved it, and whether the account moderates (the app then offers /moderation). */
const ownEntries = { ...publicEntries, email: v.string(), emailVerified: v.boolean(), isModerator: v.boolean() };

export const ownUserAnswer = v.strictObject(ownEntries);
export const sessionUserAnswer = v.strictObject({ ...ownEntries, token: v.string() });

export const publicUserPage = pageOf(publicUserAnswer);

export const countryAnswer = v.strictObject({ iso2: v.string(), name: v.string() });
export const countriesAnswer = v.array(countryAnswer);
export const citiesAnswer = v.array(v.string());
