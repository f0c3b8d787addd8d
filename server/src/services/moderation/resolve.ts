import type { Notification, ReportGroup, UserSummary } from '#contract/entities.ts';
import { messages as m } from '#contract/messages.ts';
import type { PostUpdate } from '#contract/post-update.ts';
import type { SuspensionNotice } from '#contract/suspension.ts';
import type { ModerationAction, ReportTargetType } from '#contract/schemas/safety.ts';
import type { Queryable } from '../../db/client.ts';
import { conflict, foundOr404 } from '../../http/errors.ts';
import type { MediaService } from '../../plugins/services/media.ts';
import * as moderationLog from '../../repositories/moderation-log.ts';
import * as reports from '../../repositories/reports.ts';
import * as sessions from '../../repositories/sessions.ts';
import * as users from '../../repositories/users.ts';
import { reportGroupView } from '../../views/reports.ts';
import { createNotification } from '../notifications.ts';
import { suspensionOf } from './suspension.ts';
import { removeTarget, type Removed } from './targets.ts';

export interface Resolution {
  action: ModerationAction;
  /** Suspensions: for how many days; absent, for good. */
  days?: number | undefined;
  note: string;
}

/** What a resolved report leaves to do once committed. */
export interface Resolved {
  group: ReportGroup;
  /** Image files of removed content. */
  files: string[];
  /** Removed content of a post: its watchers drop it live. */
  postUpdate: PostUpdate | null;
  /** A removed message: it leaves both participants' open apps. */
  removedMessage: Removed['removedMessage'];
  /** Sessions of a suspended account, whose sockets must close. */
  revokedSessions: string[];
  /** A suspended account, told why before its sockets close. */
  suspended: [userId: string, suspension: SuspensionNotice] | null;
  notifications: [recipientId: string, notification: Notification][];
}

/** A suspension for good ends in the year 9999: still a date, later than any other. */
const forGood = new Date('9999-12-31T00:00:00Z');
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Acts on a report and resolves every open report of its target with it:
 * removes the content (its author is told why) or suspends its author (their
 * sessions end), or neither; each reporter is told it was handled, and the
 * action goes to the moderation log. All in the caller's transaction.
 */
export async function resolveReport(
  tx: Queryable,
  media: MediaService,
  moderator: UserSummary,
  reportId: string,
  resolution: Resolution,
): Promise<Resolved> {
  const report = foundOr404(await reports.find(tx, reportId, 'update'), m.reportNotFound);
  if (report.status !== 'open') throw conflict(m.reportAlreadyResolved);
  const target = { targetType: report.targetType, targetId: report.targetId };
  const open = await reports.openOfTarget(tx, target);
  const why = [...new Set(open.map((row) => row.reason))].join(', ');
  const done: Resolved = {
    group: undefined as never,
    files: [],
    postUpdate: null,
    removedMessage: null,
    revokedSessions: [],
    suspended: null,
    notifications: [],
  };
  const tell = async (recipientId: string, notification: Promise<Notification | null>) => {
    const made = await notification;
    if (made) done.notifications.push([recipientId, made]);
  };

  // The author may have deleted their account since: then there is nobody to tell or suspend.
  const author = await users.findById(tx, report.targetUserId);
  if (resolution.action === 'remove') {
    const removed = await removeTarget(tx, media, moderator._id, report.targetType as ReportTargetType, report.targetId);
    done.files = removed.files;
    done.postUpdate = removed.postUpdate;
    done.removedMessage = removed.removedMessage;
    const detail = `${report.targetType}: ${resolution.note || why}`;
    if (author) await tell(author.id, createNotification(tx, { recipientId: author.id, from: moderator, type: 'content-removed', detail }));
  } else if (resolution.action === 'suspend' && author) {
    const until = resolution.days === undefined ? forGood : new Date(Date.now() + resolution.days * dayMs);
    const suspension = { suspendedUntil: until, suspensionReason: resolution.note || why };
    await users.update(tx, report.targetUserId, suspension);
    done.suspended = [report.targetUserId, suspensionOf(suspension)!];
    done.revokedSessions = await sessions.removeAll(tx, report.targetUserId);
  }

  await reports.resolveOpenOfTarget(tx, target, resolution.action);
  await moderationLog.insert(tx, {
    moderatorId: moderator._id,
    action: resolution.action,
    ...target,
    targetUserId: report.targetUserId,
    reportId: report.id,
    reason: report.reason,
    note: resolution.note,
    days: resolution.action === 'suspend' ? (resolution.days ?? null) : null,
  });
  for (const reporterId of new Set(open.map((row) => row.reporterId))) {
    await tell(reporterId, createNotification(tx, { recipientId: reporterId, from: moderator, type: 'report-handled', postId: null }));
  }
  const shown = await reports.newestOfTarget(tx, 'resolved', target);
  done.group = reportGroupView(
    shown.filter(({ report: row }) => open.some((resolved) => resolved.id === row.id)),
    open.length,
  );
  return done;
}
