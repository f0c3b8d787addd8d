import type { AuthUser } from '../plugins/auth.ts';
import { forbidden } from '../http/errors.ts';

type Caller = Pick<AuthUser, 'id'>;
type Owned = { userId: string };

const isOwner = (caller: Caller, thing: Owned) => caller.id === thing.userId;

/**
 * Who may change what (API.md, Calls; issue 4). Every ownership decision of
 * the content routes is one of these; routes never compare owners themselves.
 */
export const policies = {
  pet: {
    edit: (caller: Caller, pet: Owned) => isOwner(caller, pet),
    delete: (caller: Caller, pet: Owned) => isOwner(caller, pet),
    /** Tagging a pet on a post: only one's own pets. */
    tag: (caller: Caller, pet: Owned) => isOwner(caller, pet),
  },
  gallery: {
    upload: (caller: Caller, pet: Owned) => isOwner(caller, pet),
    delete: (caller: Caller, pet: Owned) => isOwner(caller, pet),
  },
  post: {
    edit: (caller: Caller, post: Owned) => isOwner(caller, post),
    delete: (caller: Caller, post: Owned) => isOwner(caller, post),
  },
  comment: {
    delete: (caller: Caller, comment: Owned, post: Owned) => isOwner(caller, comment) || isOwner(caller, post),
  },
  /** A `user` field sent by the spec's client names the owner; it must be the caller. */
  actAs: (caller: Caller, claimedUserId: string | undefined) => claimedUserId === undefined || claimedUserId === caller.id,
} as const;

/** 403 unless the policy allowed it. */
export function authorize(allowed: boolean): void {
  if (!allowed) throw forbidden();
}
