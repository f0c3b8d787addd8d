import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { deleteAccountSchema, type DeleteAccountInput } from '#contract/schemas/account.ts';
import { noContent } from '#contract/schemas/responses/common.ts';
import { answers, bodyErrors } from '../../http/answers.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as removal from '../../repositories/account-deletion.ts';
import { deleteAccount } from '../../services/account-deletion.ts';
import { getUserOr404 } from '../../services/users.ts';

/**
 * Leaving: the account and everything it made are deleted at once, and a
 * notice is mailed to its address. Online only, like the other account
 * settings: a repeat finds no account (401) rather than a stored answer.
 */
export async function deleteAccountRoutes(app: FastifyInstance) {
  const { db, passwords, rateLimits, bus, media } = app;

  app.delete<{ Body: DeleteAccountInput }>(
    paths.me,
    {
      schema: {
        summary: 'Delete the account and everything it made (posts, comments, likes, follows, messages, pets, images); its address is told',
        tags: ['users'],
        body: deleteAccountSchema,
        response: answers({ 204: noContent }, 404, bodyErrors),
      },
      config: { rateLimit: rateLimits.accountChangesPerAccount },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const user = await getUserOr404(db, caller.id);
      if (!(await passwords.verify(user.passwordHash, request.body.password))) throw badRequest(m.wrongPassword, { password: m.wrongPassword });
      const deleted = await db.transaction(async (tx) => {
        const locked = await removal.lockUser(tx, caller.id);
        if (!locked) throw notFound(m.userNotFound);
        return deleteAccount(app, tx, locked);
      });
      bus.emit('sessions-revoked', deleted.sessionIds);
      for (const update of deleted.postUpdates) bus.emit('post', update);
      // After the commit: a file is never gone while a row still names it. One left behind by a failure here is only unused space.
      await Promise.all([media.removeAll(deleted.images), ...deleted.exportFiles.map((key) => app.dataExports.files.remove(key))]).catch(
        (error: unknown) => request.log.error({ err: error }, 'files of a deleted account not removed'),
      );
      return reply.code(204).send();
    },
  );
}
