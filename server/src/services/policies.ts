import { messages as m } from '#contract/messages.ts';
import { badRequest, forbidden, notFound, type HttpError } from '../http/errors.ts';
import type { AuthUser } from './sessions.ts';
import { blockRules } from './block-rules.ts';

type Caller = Pick<AuthUser, 'id'>;
type Owned = { userId: string };

/** A screen shows a few posts at a time; a socket asking to watch more is refused rather than trusted. */
export const maxWatchedPosts = 50;

/** A rule's answer: allowed, or the refusal the caller receives. */
export type Verdict = true | HttpError;

const owns = (caller: Caller, thing: Owned | null) => thing !== null && thing.userId === caller.id;
const ownerOnly = (caller: Caller, thing: Owned): Verdict => owns(caller, thing) || forbidden();

/**
 * Who may do what. Every permission of the routes and the socket is one of
 * these, with the answer a refusal gets: 403 for what the caller may see but
 * not change, 404 for what is not theirs to see, 400 for what makes no sense.
 */
export const policies = {
  pet: { edit: ownerOnly, delete: ownerOnly, tag: ownerOnly },
  /** Gallery changes belong to the pet's owner. */
  gallery: { upload: ownerOnly, delete: ownerOnly },
  post: { edit: ownerOnly, delete: ownerOnly },
  comment: {
    delete: (caller: Caller, comment: Owned, post: Owned): Verdict => owns(caller, comment) || owns(caller, post) || forbidden(),
  },
  /** A `user` or `sender` field sent by older clients names who acts; it must be the caller. */
  actAs: (caller: Caller, claimedUserId: string | undefined): Verdict => claimedUserId === undefined || claimedUserId === caller.id || forbidden(),
  follow: {
    create: (caller: Caller, targetId: string): Verdict => targetId !== caller.id || badRequest(m.cannotFollowSelf),
  },
  /**
   * Between two users of whom either blocks the other, nothing passes: the
   * actions `blockRules` marks 'refuse' answer 403 and what it marks 'hide'
   * is absent or 404, as if the other did not exist.
   */
  block: {
    create: (caller: Caller, targetId: string): Verdict => targetId !== caller.id || badRequest(m.cannotBlockSelf),
    interact: (blocked: boolean): Verdict => !blocked || forbidden(m.blockedBetween),
    see: (blocked: boolean, message?: string): Verdict => !blocked || notFound(message),
    /** What each route does between them, by `METHOD path`. */
    routes: blockRules,
  },
  mute: {
    create: (caller: Caller, targetId: string): Verdict => targetId !== caller.id || badRequest(m.cannotMuteSelf),
  },
  message: {
    address: (caller: Caller, receiverId: string): Verdict => receiverId !== caller.id || badRequest(m.cannotMessageSelf),
    /** Checked when sending, inside the change, so unfollowing ends the chat at once. */
    send: (areMutualFollowers: boolean): Verdict => areMutualFollowers || forbidden(m.notMutualFollowers),
  },
  conversation: {
    read: (caller: Caller, a: string, b: string): Verdict => caller.id === a || caller.id === b || notFound(m.conversationNotFound),
  },
  /** Moderation calls: only accounts `isModerator` names (ADMIN_EMAILS, verified). */
  moderation: {
    act: (isModerator: boolean): Verdict => isModerator || forbidden(m.moderatorsOnly),
  },
  notification: {
    list: (caller: Caller, userId: string | undefined): Verdict => userId === undefined || userId === caller.id || notFound(),
    markRead: (caller: Caller, notification: Owned | null): Verdict => owns(caller, notification) || notFound(m.notificationNotFound),
  },
  realtime: {
    /** A socket hears only its own user's events. */
    listen: (caller: Caller, userId: string | null): Verdict => userId === caller.id || forbidden(),
    /** Any post may be watched (every signed-in user sees them all), but only so many at once by one socket. */
    watch: (alreadyWatching: boolean, watchedCount: number): Verdict => alreadyWatching || watchedCount < maxWatchedPosts || forbidden(),
  },
} as const;

/** Throws the refusal unless the policy allowed it. */
export function authorize(verdict: Verdict): void {
  if (verdict !== true) throw verdict;
}

export const allows = (verdict: Verdict): boolean => verdict === true;
