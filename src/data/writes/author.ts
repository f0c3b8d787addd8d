import type { UserSummary } from '@/contract/entities.ts';
import type { OutboxRow } from '../db.ts';
import { contextOf } from './context.ts';

/** The acting user travels in the row's context as JSON, so the service worker can rebuild the optimistic item. */
export const authorContext = (user: UserSummary) => ({
  author: JSON.stringify({ _id: user._id, fullName: user.fullName, username: user.username, avatar: user.avatar }),
});

export const authorOf = (row: OutboxRow): UserSummary => JSON.parse(contextOf(row, 'author')) as UserSummary;
