import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import {
  passwordResetConfirmSchema,
  passwordResetSchema,
  updateEmailSchema,
  verifyEmailSchema,
  type PasswordResetConfirmInput,
  type PasswordResetInput,
  type UpdateEmailInput,
  type VerifyEmailInput,
} from '#contract/schemas/account.ts';
import { messageAnswer } from '#contract/schemas/responses/common.ts';
import { answers, bodyErrors } from '../../http/answers.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { extraLimit } from '../../plugins/rate-limits.ts';
import * as sessions from '../../repositories/sessions.ts';
import * as users from '../../repositories/users.ts';
import { mailEmailChangeLinks, mailPasswordChanged, mailOwnAddressLink, useLinkToken } from '../../services/account-links.ts';
import { refuseCommonPassword } from '../../services/password-rules.ts';
import { getUserOr404 } from '../../services/users.ts';

/**
 * The account's own address and password when the owner is away from a
 * signed-in device: links mailed to prove an address, to choose a new
 * password, and to move the account to another address. Online only: none
 * of these is queued by the app, so none takes an Idempotency-Key.
 */
export async function recoveryRoutes(app: FastifyInstance) {
  const { db, passwords, rateLimits, bus } = app;
  const tag = { tags: ['users'] };

  app.post<{ Body: VerifyEmailInput }>(
    paths.verifyEmail,
    {
      schema: {
        ...tag,
        summary: "Open a mailed link that proves an address: the account's own, or the new one it is moving to",
        body: verifyEmailSchema,
        response: answers({ 200: messageAnswer }, 409, bodyErrors),
      },
      config: { rateLimit: rateLimits.linkUsePerClient },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const token = await useLinkToken(tx, request.body.token, ['verify-email', 'email-change']);
        if (!token) throw badRequest(m.tokenInvalid);
        if (token.kind === 'email-change') {
          const holder = await users.findByEmail(tx, token.email);
          if (holder && holder.id !== token.userId) throw conflict(m.emailTaken, { email: m.emailTaken });
          await users.update(tx, token.userId, { email: token.email, emailVerifiedAt: new Date() });
        } else {
          const user = await getUserOr404(tx, token.userId);
          // A link for an address the account no longer has proves nothing about the current one.
          if (user.email.toLowerCase() !== token.email.toLowerCase()) throw badRequest(m.tokenInvalid);
          if (!user.emailVerifiedAt) await users.update(tx, user.id, { emailVerifiedAt: new Date() });
        }
        return { message: m.emailVerified };
      }),
  );

  app.post(
    paths.resendVerification,
    {
      schema: { ...tag, summary: 'Mail the verification link again', response: answers({ 202: messageAnswer }, 404) },
      config: { rateLimit: rateLimits.verificationResendPerAccount },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      await db.transaction(async (tx) => {
        const user = await getUserOr404(tx, caller.id);
        if (user.emailVerifiedAt) throw badRequest(m.alreadyVerified);
        await mailOwnAddressLink(app, tx, user, 'verify-email');
      });
      return reply.code(202).send({ message: m.verificationSent });
    },
  );

  app.post<{ Body: PasswordResetInput }>(
    paths.passwordReset,
    {
      schema: {
        ...tag,
        summary: 'Mail a link to choose a new password; the same answer whether or not the address has an account',
        body: passwordResetSchema,
        response: answers({ 202: messageAnswer }, bodyErrors),
      },
      config: { rateLimit: rateLimits.passwordResetPerClient },
      preHandler: extraLimit(app, rateLimits.passwordResetPerEmail),
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const user = await users.findByEmail(tx, request.body.email);
        if (user) await mailOwnAddressLink(app, tx, user, 'password-reset');
      });
      return reply.code(202).send({ message: m.passwordResetSent });
    },
  );

  app.post<{ Body: PasswordResetConfirmInput }>(
    paths.passwordResetConfirm,
    {
      schema: {
        ...tag,
        summary: 'Set a new password from a mailed link; every session of the account ends',
        body: passwordResetConfirmSchema,
        response: answers({ 200: messageAnswer }, bodyErrors),
      },
      config: { rateLimit: rateLimits.linkUsePerClient },
    },
    async (request) => {
      const { token: secret, newPassword } = request.body;
      await refuseCommonPassword(newPassword, 'newPassword', m.newPasswordTooCommon);
      const passwordHash = await passwords.hash(newPassword);
      const ended = await db.transaction(async (tx) => {
        const token = await useLinkToken(tx, secret, ['password-reset']);
        if (!token) throw badRequest(m.tokenInvalid);
        const user = await getUserOr404(tx, token.userId);
        if (user.email.toLowerCase() !== token.email.toLowerCase()) throw badRequest(m.tokenInvalid);
        // The link reached the mailbox, which proves the address as well as a verification link would.
        await users.update(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
        await mailPasswordChanged(app, tx, user, token.id);
        return sessions.removeAll(tx, user.id);
      });
      bus.emit('sessions-revoked', ended);
      return { message: m.passwordResetDone };
    },
  );

  app.put<{ Body: UpdateEmailInput }>(
    paths.updateEmail,
    {
      schema: {
        ...tag,
        summary: 'Move the account to another address: it changes when the link mailed there is opened; the current address is told',
        body: updateEmailSchema,
        response: answers({ 202: messageAnswer }, 404, 409, bodyErrors),
      },
      config: { rateLimit: rateLimits.accountChangesPerAccount },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const { email, password } = request.body;
      const user = await getUserOr404(db, caller.id);
      if (!(await passwords.verify(user.passwordHash, password))) throw badRequest(m.wrongPassword, { password: m.wrongPassword });
      if (user.email.toLowerCase() === email.toLowerCase()) throw badRequest(m.emailUnchanged, { email: m.emailUnchanged });
      if (await users.findByEmail(db, email)) throw conflict(m.emailTaken, { email: m.emailTaken });
      await db.transaction((tx) => mailEmailChangeLinks(app, tx, user, email));
      return reply.code(202).send({ message: m.emailChangeSent });
    },
  );
}
