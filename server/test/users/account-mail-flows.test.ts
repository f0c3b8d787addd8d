import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { accountTokens, mailOutbox, users } from '../../src/db/schema.ts';
import type { TestApp } from '../support/build.ts';
import { mailingTestApp, type MailingApp } from '../support/mailing-app.ts';
import type { ReceivedMail, TestSmtpServer } from '../support/smtp-server.ts';
import { waitFor } from '../support/social-fixtures.ts';
import { bearer, registrationInput, uniqueIp, type RegisteredUser } from '../support/accounts.ts';
import type { RegisterInput } from '#contract/schemas/auth.ts';
import { sendForm } from '../support/content-fixtures.ts';

const publicUrl = 'https://pawpals.example.org';
let mailing: MailingApp;
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  mailing = await mailingTestApp('account_mail', { publicUrl }, { from: 'PawPals <no-reply@pawpals.example.org>' });
  ({ t, smtp } = mailing);
});
afterAll(() => mailing?.close());

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.rcptTo.includes(address.toLowerCase()) || mail.rcptTo.includes(address));
/** Waits for a mail to an address whose text holds `marker` (mails of one moment may arrive in any order). */
async function mailTo(address: string, marker: string): Promise<ReceivedMail> {
  const find = () => mailsTo(address).find((mail) => mail.parsed.text?.includes(marker));
  await waitFor(() => find() !== undefined, 10_000);
  return find()!;
}
const verifyLink = `${publicUrl}/verify-email/`;
const resetLink = `${publicUrl}/reset-password/`;
const forgotLink = `${publicUrl}/forgot-password`;
/** The links queued for an address, oldest first: the order they were asked for, whatever order they arrive in. */
async function queuedLinks(address: string, kind: string): Promise<string[]> {
  const rows = await t.app.db
    .select({ data: mailOutbox.data })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, address), eq(mailOutbox.kind, kind)))
    .orderBy(mailOutbox.id);
  return rows.map((row) => (row.data as { link: string }).link);
}
const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);
/** The link a mail carries into the app, and the token at its end. */
function linkIn(mail: ReceivedMail, screen: '/verify-email/' | '/reset-password/') {
  const link = new RegExp(`${publicUrl}${screen}([A-Za-z0-9_-]+)`).exec(mail.parsed.text ?? '');
  expect(link, mail.parsed.text).not.toBeNull();
  return { url: link![0], token: link![1]! };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

async function signUp(overrides: Partial<RegisterInput> = {}, language = 'en-GB,en;q=0.9'): Promise<RegisteredUser> {
  const input = registrationInput(overrides);
  const response = await t.app.inject({
    method: 'POST',
    url: paths.register,
    payload: input,
    headers: { 'accept-language': language },
    remoteAddress: uniqueIp(),
  });
  expect(response.statusCode, response.body).toBe(201);
  const user = response.json();
  return { user, token: user.token, password: input.password, input };
}

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {}, remoteAddress: uniqueIp() });
const me = (token: string) => t.app.inject({ method: 'GET', url: paths.me, headers: bearer(token) });
const login = (email: string, password: string) => post(paths.login, { email, password });

describe('verification at sign-up', () => {
  it('mails a link in the account language; opening it verifies the address, and opening it again is refused', async () => {
    const account = await signUp();
    expect(account.user.emailVerified).toBe(false);
    const mail = await mailTo(account.input.email, verifyLink);
    expect(mail.parsed.subject).toBe('Confirm your email address for PawPals');
    expect(mail.parsed.html).toContain('dir="ltr"');
    const { token } = linkIn(mail, '/verify-email/');

    const opened = await post(paths.verifyEmail, { token });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ message: m.emailVerified });
    expect((await me(account.token)).json().emailVerified).toBe(true);

    const again = await post(paths.verifyEmail, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(m.tokenInvalid);
  });

  it('writes to an Arabic speaker in Arabic, right to left', async () => {
    const account = await signUp({}, 'ar-EG,ar;q=0.9,en;q=0.5');
    const mail = await mailTo(account.input.email, verifyLink);
    expect(mail.parsed.html).toContain('dir="rtl"');
    expect(mail.parsed.html).toContain('lang="ar"');
    expect(mail.parsed.text).toMatch(/[\u0600-\u06FF]/);
  });

  it("takes the app's language over the browser's, and follows the account when it changes", async () => {
    const account = await signUp({ language: 'ar' }, 'en-US,en;q=0.9');
    expect((await mailTo(account.input.email, verifyLink)).parsed.html).toContain('dir="rtl"');

    const changed = await sendForm(t.app, 'PUT', paths.updateProfile, account, { language: 'en' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await post(paths.resendVerification, {}, account.token)).statusCode).toBe(202);
    await waitFor(() => mailsTo(account.input.email).length === 2, 10_000);
    const languages = mailsTo(account.input.email).map((mail) => /<html lang="(\w+)"/.exec(String(mail.parsed.html))?.[1]);
    expect(languages.sort()).toEqual(['ar', 'en']);
  });

  it('sends again on request: the newer link works and the older one no longer does', async () => {
    const account = await signUp();
    const resent = await post(paths.resendVerification, {}, account.token);
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ message: m.verificationSent });
    const [first, second] = (await queuedLinks(account.input.email, 'verify-email')).map(tokenOf);
    await waitFor(() => mailsTo(account.input.email).length === 2, 10_000);
    expect(second).not.toBe(first);

    expect((await post(paths.verifyEmail, { token: first })).statusCode).toBe(400);
    expect((await post(paths.verifyEmail, { token: second })).statusCode).toBe(200);
    const afterwards = await post(paths.resendVerification, {}, account.token);
    expect(afterwards.statusCode).toBe(400);
    expect(afterwards.json().message).toBe(m.alreadyVerified);
  });

  it('refuses an expired link, and one that is no token at all', async () => {
    const account = await signUp();
    const { token } = linkIn(await mailTo(account.input.email, verifyLink), '/verify-email/');
    await t.app.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, account.user._id));
    expect((await post(paths.verifyEmail, { token })).json().message).toBe(m.tokenInvalid);
    expect((await me(account.token)).json().emailVerified).toBe(false);
    expect((await post(paths.verifyEmail, { token: 'x'.repeat(43) })).statusCode).toBe(400);
    expect((await post(paths.verifyEmail, { token: '' })).statusCode).toBe(400);
  });

  it('limits "send again" to three an hour per account', async () => {
    const account = await signUp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await post(paths.resendVerification, {}, account.token)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});

describe('password reset', () => {
  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const known = await signUp();
    const unknown = `nobody.${Date.now()}@example.test`;
    const forKnown = await post(paths.passwordReset, { email: known.input.email });
    const forUnknown = await post(paths.passwordReset, { email: unknown });
    expect(forUnknown.statusCode).toBe(202);
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.body).toBe(forKnown.body);
    await mailTo(known.input.email, resetLink);
    await settle();
    expect(mailsTo(unknown)).toHaveLength(0);
  });

  it('sets the new password from the mailed link, ends every session, mails a notice, and the link works once', async () => {
    const account = await signUp();
    const otherDevice = (await login(account.input.email, account.password)).json().token;
    expect((await post(paths.passwordReset, { email: account.input.email.toUpperCase() })).statusCode).toBe(202);
    const resetMail = await mailTo(account.input.email, resetLink);
    expect(resetMail.parsed.subject).toMatch(/password/i);
    const { token } = linkIn(resetMail, '/reset-password/');

    const common = await post(paths.passwordResetConfirm, { token, newPassword: 'iloveyou', confirmPassword: 'iloveyou' });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.newPassword).toBe(m.newPasswordTooCommon);

    const newPassword = 'tabby-naps-in-sun-3';
    const done = await post(paths.passwordResetConfirm, { token, newPassword, confirmPassword: newPassword });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: m.passwordResetDone });
    expect((await me(account.token)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await login(account.input.email, account.password)).statusCode).toBe(401);
    const signedIn = await login(account.input.email, newPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().emailVerified).toBe(true);

    const notice = await mailTo(account.input.email, forgotLink);
    expect(notice.parsed.subject).not.toBe(resetMail.parsed.subject);
    const reused = await post(paths.passwordResetConfirm, { token, newPassword: 'another-tabby-4', confirmPassword: 'another-tabby-4' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(m.tokenInvalid);
  });

  it('takes only the newest link when several were asked for', async () => {
    const account = await signUp();
    await post(paths.passwordReset, { email: account.input.email });
    await post(paths.passwordReset, { email: account.input.email });
    const [older, newer] = (await queuedLinks(account.input.email, 'password-reset')).map(tokenOf);
    const payload = { newPassword: 'whisker-twitch-5', confirmPassword: 'whisker-twitch-5' };
    expect((await post(paths.passwordResetConfirm, { token: older, ...payload })).statusCode).toBe(400);
    expect((await post(paths.passwordResetConfirm, { token: newer, ...payload })).statusCode).toBe(200);
  });

  it('limits requests for one address to three an hour, whoever asks', async () => {
    const account = await signUp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await post(paths.passwordReset, { email: account.input.email })).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('limits one IPv6 /64 as one client, whichever of its addresses asks', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: paths.passwordReset,
        payload: { email: `someone${attempt}.${Date.now()}@example.test` },
        remoteAddress: `2001:db8:77:1:${attempt.toString(16)}::${attempt}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('change of email', () => {
  it('needs the password and a free address, and takes the new address only when its link is opened', async () => {
    const account = await signUp();
    const taken = await signUp();
    const newEmail = `moved.${Date.now()}@example.test`;
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: paths.updateEmail, payload, headers: bearer(account.token) });

    const wrong = await put({ email: newEmail, password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBe(m.wrongPassword);
    const clash = await put({ email: taken.input.email, password: account.password });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors.email).toBe(m.emailTaken);
    expect((await put({ email: account.input.email, password: account.password })).json().message).toBe(m.emailUnchanged);

    const asked = await put({ email: newEmail, password: account.password });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: m.emailChangeSent });
    expect((await me(account.token)).json().email).toBe(account.input.email);

    const notice = await mailTo(account.input.email, newEmail);
    expect(notice.parsed.text).toContain(`${publicUrl}/help`);
    const { token } = linkIn(await mailTo(newEmail, verifyLink), '/verify-email/');
    expect((await post(paths.verifyEmail, { token })).statusCode).toBe(200);
    const moved = (await me(account.token)).json();
    expect(moved).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await login(newEmail, account.password)).statusCode).toBe(200);
    expect((await login(account.input.email, account.password)).statusCode).toBe(401);
  });

  it('refuses the link when someone else took the address meanwhile', async () => {
    const account = await signUp();
    const newEmail = `contested.${Date.now()}@example.test`;
    await t.app.inject({
      method: 'PUT',
      url: paths.updateEmail,
      payload: { email: newEmail, password: account.password },
      headers: bearer(account.token),
    });
    const { token } = linkIn(await mailTo(newEmail, verifyLink), '/verify-email/');
    await signUp({ email: newEmail });
    const opened = await post(paths.verifyEmail, { token });
    expect(opened.statusCode).toBe(409);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, account.user._id));
    expect(row!.email).toBe(account.input.email);
  });
});

describe('password change', () => {
  it('mails the account a notice', async () => {
    const account = await signUp();
    const response = await t.app.inject({
      method: 'PUT',
      url: paths.updatePassword,
      payload: { currentPassword: account.password, newPassword: 'calico-on-the-sill-6', confirmPassword: 'calico-on-the-sill-6' },
      headers: bearer(account.token),
    });
    expect(response.statusCode).toBe(200);
    await mailTo(account.input.email, forgotLink);
    expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, account.input.email))).toHaveLength(2);
  });
});
