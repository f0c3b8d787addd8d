import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { idempotencyHeader, paths } from '#contract/paths.ts';
import { users } from '../../src/db/schema.ts';
import { findById } from '../../src/repositories/users.ts';
import { ownUser } from '../../src/services/users.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { bearer, registerUser, uniqueName, type RegisteredUser } from '../support/accounts.ts';

/** A follow's answer is built inside its statement (`ownUserJsonb`): it must be what `ownUser` makes of the row. */
const moderatorEmail = `${uniqueName('mod')}@example.org`;
const config = { adminEmails: [moderatorEmail] };
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(config);
});
afterAll(() => t.close());

const change = (who: RegisteredUser, url: string) =>
  t.app.inject({ method: 'PUT', url, headers: { ...bearer(who.token), [idempotencyHeader]: uniqueName('key') } });

async function expectOwnUser(answer: unknown, who: RegisteredUser) {
  const row = await findById(t.app.db, who.user._id);
  expect(answer).toEqual(JSON.parse(JSON.stringify(ownUser(row!, config))));
}

describe('the answer of a follow and an unfollow', () => {
  it('is the caller as ownUser shows them, for a verified moderator with every field filled', async () => {
    const caller = await registerUser(t.app, { email: moderatorEmail.toUpperCase() });
    await t.app.db
      .update(users)
      .set({
        emailVerifiedAt: new Date(),
        bio: 'Cats, \u0642\u0637\u0637 "quoted"',
        avatar: 'avatars/a.webp',
        avatarAlt: 'A grey cat',
        city: 'Tunis',
        followersCount: 3,
      })
      .where(eq(users.id, caller.user._id));
    const target = await registerUser(t.app);

    const followed = await change(caller, paths.follow(target.user._id));
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toMatchObject({ isModerator: true, emailVerified: true, followingCount: 1, followersCount: 3 });
    await expectOwnUser(followed.json(), caller);

    const unfollowed = await change(caller, paths.unfollow(target.user._id));
    expect(unfollowed.json()).toMatchObject({ followingCount: 0 });
    await expectOwnUser(unfollowed.json(), caller);
  });

  it('is the caller as ownUser shows them, for an unverified account with no avatar, when nothing changed', async () => {
    const caller = await registerUser(t.app);
    const target = await registerUser(t.app);
    const unfollowed = await change(caller, paths.unfollow(target.user._id));
    expect(unfollowed.json()).toMatchObject({ isModerator: false, emailVerified: false, avatar: null, followingCount: 0 });
    await expectOwnUser(unfollowed.json(), caller);
  });
});
