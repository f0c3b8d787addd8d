import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { loginSchema, registerSchema, updatePasswordSchema } from '#contract/schemas/auth.ts';
import type { LoginInput, RegisterInput, UpdatePasswordInput } from '#contract/schemas/auth.ts';
import { idempotencyHeaders } from '#contract/schemas/common.ts';
import { messageAnswer, noContent } from '#contract/schemas/responses/common.ts';
import { ownUserAnswer, sessionUserAnswer } from '#contract/schemas/responses/users.ts';
import { answers, bodyErrors, replayErrors } from '../../http/answers.ts';
import * as sessions from '../../repositories/sessions.ts';
import * as users from '../../repositories/users.ts';
import { runMutation } from '../../http/mutation.ts';
import { HttpError, badRequest, unauthorized } from '../../http/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { extraLimit } from '../../plugins/rate-limits.ts';
import { openSession } from '../../services/sessions.ts';
import { createUser, getUserOr404, ownUser, sessionUser } from '../../services/users.ts';
import { countryExists, listCities } from '../../services/locations.ts';
import { refuseCommonPassword } from '../../services/password-rules.ts';
import { mailOwnAddressLink, mailPasswordChanged } from '../../services/account-links.ts';
import { preferredLanguage } from '../../services/mail/preferred-language.ts';
import { newId } from '../../db/ids.ts';
import { refuseIfSuspended } from '../../services/moderation/suspension.ts';

export async function accountRoutes(app: FastifyInstance) {
  const { db, passwords, rateLimits } = app;
  /** Hashed once per app, with its own cost, so a login for an unknown email costs as much as a real one. */
  const decoyHash = passwords.hash('decoy-password-for-timing');

  app.post<{ Body: RegisterInput }>(
    paths.register,
    {
      schema: {
        summary: 'Create an account and open a session',
        tags: ['users'],
        body: registerSchema,
        headers: idempotencyHeaders,
        response: answers({ 201: sessionUserAnswer }, bodyErrors, replayErrors),
      },
      config: { rateLimit: rateLimits.registerPerIp },
    },
    async (request, reply) => {
      const input = request.body;
      checkPlace(input.country, input.city);
      await refuseCommonPassword(input.password, 'password', m.passwordTooCommon);
      const passwordHash = await passwords.hash(input.password);
      // Neither the password nor the app's language makes a sign-up another one: a resend after switching languages is the same request.
      const { password: _password, confirmPassword: _confirm, language: _language, ...fingerprint } = input;
      return runMutation(
        request,
        reply,
        async (tx) => {
          const { fullName, username, email, country, city } = input;
          const language = input.language ?? preferredLanguage(request.headers['accept-language']);
          const row = await createUser(tx, { fullName, username, email, passwordHash, country, city, language });
          await mailOwnAddressLink(app, tx, row, 'verify-email');
          const token = await openSession(tx, row.id, request.headers['user-agent']);
          const user = sessionUser(row, token, app.config);
          // The stored answer never holds the token: a replay proves the password and gets a fresh one.
          const { token: _token, ...stored } = user;
          return { status: 201, body: user, stored };
        },
        {
          fingerprint,
          onReplay: async (stored) => {
            const id = (stored.body as { _id?: string } | null)?._id ?? '';
            const row = await users.findById(db, id);
            if (!row || !(await passwords.verify(row.passwordHash, input.password))) throw unauthorized(m.invalidCredentials);
            return { status: stored.status, body: sessionUser(row, await openSession(db, row.id, request.headers['user-agent']), app.config) };
          },
        },
      );
    },
  );

  app.post<{ Body: LoginInput }>(
    paths.login,
    {
      schema: { summary: 'Open a session', tags: ['users'], body: loginSchema, response: answers({ 200: sessionUserAnswer }, 403, bodyErrors) },
      config: { rateLimit: rateLimits.loginPerIp },
      preHandler: extraLimit(app, rateLimits.loginPerEmail),
    },
    async (request) => {
      const row = await users.findByEmail(db, request.body.email);
      const valid = await passwords.verify(row?.passwordHash ?? (await decoyHash), request.body.password);
      if (!row || !valid) throw unauthorized(m.invalidCredentials);
      refuseIfSuspended(row);
      return sessionUser(row, await openSession(db, row.id, request.headers['user-agent']), app.config);
    },
  );

  app.post(
    paths.logout,
    { schema: { summary: 'End this session', tags: ['users'], response: answers({ 204: noContent }) } },
    async (request, reply) => {
      const user = requireUser(request);
      await sessions.remove(db, user.sessionId);
      app.bus.emit('sessions-revoked', [user.sessionId]);
      return reply.code(204).send();
    },
  );

  app.get(paths.me, { schema: { summary: 'The signed-in user', tags: ['users'], response: answers({ 200: ownUserAnswer }, 404) } }, async (request) =>
    ownUser(await getUserOr404(db, requireUser(request).id), app.config),
  );

  app.put<{ Body: UpdatePasswordInput }>(
    paths.updatePassword,
    {
      schema: {
        summary: 'Change the password; every other session ends',
        tags: ['users'],
        body: updatePasswordSchema,
        headers: idempotencyHeaders,
        response: answers({ 200: messageAnswer }, 404, bodyErrors, replayErrors),
      },
      config: { rateLimit: rateLimits.accountChangesPerAccount },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const { currentPassword, newPassword } = request.body;
      await refuseCommonPassword(newPassword, 'newPassword', m.newPasswordTooCommon);
      const passwordHash = await passwords.hash(newPassword);
      return runMutation(
        request,
        reply,
        async (tx) => {
          const row = await getUserOr404(tx, caller.id);
          if (!(await passwords.verify(row.passwordHash, currentPassword))) {
            throw badRequest(m.wrongCurrentPassword, { currentPassword: m.wrongCurrentPassword });
          }
          await users.update(tx, caller.id, { passwordHash });
          await mailPasswordChanged(app, tx, row, newId());
          const revoked = await sessions.removeOthers(tx, caller.id, caller.sessionId);
          return { status: 200, body: { message: m.passwordUpdated }, afterCommit: () => app.bus.emit('sessions-revoked', revoked) };
        },
        {
          // No password reaches the stored request hash; a repeat is recognised by the new password now being the current one.
          fingerprint: {},
          onReplay: async (stored) => {
            const row = await getUserOr404(db, caller.id);
            if (!(await passwords.verify(row.passwordHash, newPassword))) throw new HttpError(422, m.idempotencyKeyReused);
            return stored;
          },
        },
      );
    },
  );
}

function checkPlace(country: string, city: string) {
  if (!countryExists(country)) throw badRequest(m.countryRequired, { country: m.countryRequired });
  const cities = listCities(country) ?? [];
  if (cities.length > 0 && !cities.includes(city)) throw badRequest(m.cityRequired, { city: m.cityRequired });
}
