import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { paths } from '#contract/paths.ts';
import { idParams, idempotencyHeaders, paginationQuery, type PaginationQuery } from '#contract/schemas/common.ts';
import { moderationReportsQuery, resolveReportSchema, type ResolveReportInput } from '#contract/schemas/safety.ts';
import { moderationLogPage, reportGroupAnswer, reportGroupPage } from '#contract/schemas/responses/safety.ts';
import { answers, bodyErrors, replayErrors } from '../http/answers.ts';
import { runMutation } from '../http/mutation.ts';
import { takePage } from '../http/pagination.ts';
import { requireUser } from '../plugins/auth.ts';
import * as moderationLog from '../repositories/moderation-log.ts';
import { isModerator } from '../services/moderation/moderators.ts';
import { reportGroupsPage } from '../services/moderation/report-groups.ts';
import { resolveReport } from '../services/moderation/resolve.ts';
import { authorize, policies } from '../services/policies.ts';
import { getUserOr404 } from '../services/users.ts';
import { moderationLogView } from '../views/reports.ts';
import { userSummary } from '../views/users.ts';

/** The moderators' queue and log; everyone else is refused (403). */
export async function moderationRoutes(app: FastifyInstance) {
  const { db, media, bus, config } = app;

  const requireModerator = async (request: FastifyRequest) => {
    const row = await getUserOr404(db, requireUser(request).id);
    authorize(policies.moderation.act(isModerator(config, row)));
    return row;
  };

  app.get<{ Querystring: v.InferOutput<typeof moderationReportsQuery> }>(
    paths.moderationReports,
    {
      schema: {
        summary: 'Reports grouped by what they report, the most recently reported first (moderators)',
        tags: ['moderation'],
        querystring: moderationReportsQuery,
        response: answers({ 200: reportGroupPage }, 403),
      },
    },
    async (request, reply) => {
      await requireModerator(request);
      const groups = await reportGroupsPage(db, request.query.status, request.query);
      return takePage(groups, request.query.limit, reply).map(({ id: _cursor, ...group }) => group);
    },
  );

  app.post<{ Params: { id: string }; Body: Required<Omit<ResolveReportInput, 'days'>> & Pick<ResolveReportInput, 'days'> }>(
    paths.resolveReport(':id'),
    {
      schema: {
        summary: "Dismiss a report, remove its content or suspend its author; resolves all the target's open reports (moderators)",
        tags: ['moderation'],
        params: idParams,
        body: resolveReportSchema,
        headers: idempotencyHeaders,
        response: answers({ 200: reportGroupAnswer }, 403, 404, bodyErrors, replayErrors),
      },
    },
    async (request, reply) => {
      const moderator = userSummary(await requireModerator(request));
      return runMutation(request, reply, async (tx) => {
        const done = await resolveReport(tx, media, moderator, request.params.id, request.body);
        return {
          status: 200,
          body: done.group,
          afterCommit: async () => {
            if (done.suspended) bus.emit('account-suspended', ...done.suspended);
            if (done.revokedSessions.length > 0) bus.emit('sessions-revoked', done.revokedSessions);
            if (done.postUpdate) bus.emit('post', done.postUpdate);
            if (done.removedMessage) bus.emit('message-removed', done.removedMessage.messageId, done.removedMessage.participants);
            for (const [recipientId, notification] of done.notifications) bus.emit('notification', recipientId, notification);
            await media.removeNow(done.files);
          },
        };
      });
    },
  );

  app.get<{ Querystring: PaginationQuery }>(
    paths.moderationLog,
    {
      schema: {
        summary: "Every moderator's action, newest first (moderators)",
        tags: ['moderation'],
        querystring: paginationQuery,
        response: answers({ 200: moderationLogPage }, 403),
      },
    },
    async (request, reply) => {
      await requireModerator(request);
      const rows = await moderationLog.page(db, request.query);
      return takePage(rows, request.query.limit, reply).map(({ entry, moderator }) => moderationLogView(entry, moderator && userSummary(moderator)));
    },
  );
}
