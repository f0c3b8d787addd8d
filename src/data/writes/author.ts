import * as v from 'valibot';
import type { UserSummary } from '@/contract/entities.ts';

/** The acting user travels in the row's context, so the service worker can rebuild the optimistic item. */
export const authorSchema = v.object({ _id: v.string(), fullName: v.string(), username: v.string(), avatar: v.nullable(v.string()) });

export const authorContext = (user: UserSummary) => ({
  author: { _id: user._id, fullName: user.fullName, username: user.username, avatar: user.avatar },
});
