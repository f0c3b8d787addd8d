import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { dataExportDownloadQuery, type DataExportDownloadQuery } from '#contract/schemas/account.ts';
import { exportStatusAnswer } from '#contract/schemas/responses/account.ts';
import { answers } from '../../http/answers.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as removal from '../../repositories/account-deletion.ts';
import * as dataExports from '../../repositories/data-exports.ts';
import type { DataExportRow } from '../../repositories/data-exports.ts';
import { hashToken } from '../../services/tokens.ts';

/** One export a day per account: building one reads everything the account has. */
const exportEveryHours = 24;

/**
 * A copy of the account's data: asked for here, built in the background,
 * downloaded through a link that is mailed when it is ready and also given
 * in the status. Online only, like the other account settings.
 */
export async function dataExportRoutes(app: FastifyInstance) {
  const { db, rateLimits } = app;
  const tag = { tags: ['users'] };

  async function statusOf(row: DataExportRow | null) {
    if (row?.status === 'working') return { status: 'working' as const };
    if (row?.status !== 'ready' || !row.expiresAt) return { status: 'none' as const };
    // Only the hashes of links are kept, so each read gives a fresh one; all work until the export expires.
    return { status: 'ready' as const, url: await app.dataExports.newLink(db, row.id), expiresAt: row.expiresAt.toISOString() };
  }

  app.post(
    paths.dataExport,
    {
      schema: {
        ...tag,
        summary:
          'Ask for a copy of all the account has (a ZIP of JSON files and its images), built in the background and mailed as a link when ready; once a day, and asking while one is being built answers its status',
        response: answers({ 202: exportStatusAnswer }, 404),
      },
      config: { rateLimit: rateLimits.accountChangesPerAccount },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const answer = await db.transaction(async (tx) => {
        // Two requests at once take turns here, so they make one export.
        if (!(await removal.lockUser(tx, caller.id))) throw notFound(m.userNotFound);
        const current = await dataExports.findCurrent(tx, caller.id);
        if (current?.status === 'working') return { status: 'working' as const };
        const recent = await dataExports.askedWithin(tx, caller.id, exportEveryHours);
        if (recent) {
          const retryAfter = Math.max(1, Math.ceil((recent.createdAt.getTime() + exportEveryHours * 3_600_000 - Date.now()) / 1000));
          reply.header('retry-after', retryAfter);
          throw new HttpError(429, m.exportOncePerDay);
        }
        await dataExports.insert(tx, caller.id);
        return { status: 'working' as const };
      });
      app.dataExports.wake();
      return reply.code(202).send(answer);
    },
  );

  app.get(
    paths.dataExport,
    {
      schema: {
        ...tag,
        summary: "Where the caller's data export stands: none, being built, or ready with a download link until it expires",
        response: answers({ 200: exportStatusAnswer }),
      },
    },
    async (request) => statusOf(await dataExports.findCurrent(db, requireUser(request).id)),
  );

  app.get<{ Querystring: DataExportDownloadQuery }>(
    paths.dataExportDownload,
    {
      schema: {
        ...tag,
        summary: 'Download a ready data export (a ZIP file) through its link: the token is all it needs, so the link works from a mail program',
        querystring: dataExportDownloadQuery,
      },
      config: { rateLimit: rateLimits.linkUsePerClient },
    },
    async (request, reply) => {
      const row = await dataExports.findByLink(db, hashToken(request.query.token));
      const file = row?.fileKey ? await app.dataExports.files.get(row.fileKey) : null;
      if (!row || !file) throw notFound(m.exportLinkInvalid);
      const day = row.createdAt.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="pawpals-data-${day}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
}
