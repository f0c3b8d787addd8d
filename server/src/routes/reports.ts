import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { idempotencyHeaders } from '#contract/schemas/common.ts';
import { reportSchema, type ReportInput } from '#contract/schemas/safety.ts';
import { reportAnswer } from '#contract/schemas/responses/safety.ts';
import { answers, bodyErrors, replayErrors } from '../http/answers.ts';
import { runMutation } from '../http/mutation.ts';
import { requireUser } from '../plugins/auth.ts';
import * as reports from '../repositories/reports.ts';
import { reportableTarget } from '../services/moderation/targets.ts';
import { reportView } from '../views/reports.ts';

/** Anyone signed in reports what they can see; the report keeps a copy of it for the moderators. */
export async function reportRoutes(app: FastifyInstance) {
  const { rateLimits } = app;

  app.post<{ Body: Required<ReportInput> }>(
    paths.reports,
    {
      schema: {
        summary: 'Report a post, comment, reply, message or account to the moderators',
        tags: ['safety'],
        body: reportSchema,
        headers: idempotencyHeaders,
        response: answers({ 201: reportAnswer }, 404, bodyErrors, replayErrors),
      },
      config: { rateLimit: rateLimits.reportsPerAccount },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const { targetType, targetId, reason, text } = request.body;
      return runMutation(request, reply, async (tx) => {
        const target = await reportableTarget(tx, caller.id, targetType, targetId);
        const row = await reports.insert(tx, {
          reporterId: caller.id,
          targetType,
          targetId,
          targetUserId: target.userId,
          reason,
          text,
          snapshot: target.snapshot,
        });
        return { status: 201, body: reportView(row) };
      });
    },
  );
}
