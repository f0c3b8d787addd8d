import { expect, test } from '@playwright/test';
import { newPerson } from './support/social.ts';

test('in Arabic, words with two English meanings read right: publish and the profile About', async ({ browser }) => {
  const a = await newPerson(browser, 'Amira Haddad', { locale: 'ar' });
  const bio = await a.page.request.put('/api/users/update', {
    headers: { authorization: `Bearer ${a.user.token}` },
    multipart: { bio: 'Two cats and a very loud parrot.' },
  });
  expect(bio.ok()).toBe(true);

  await a.page.goto('/add-post?lng=ar');
  // The submit button publishes ("نشر"); it is not the noun "the post".
  await expect(a.page.getByRole('button', { name: 'نشر', exact: true })).toBeVisible();
  await expect(a.page.getByRole('button', { name: 'المنشور', exact: true })).toHaveCount(0);

  await a.page.goto(`/profile/${a.user._id}?lng=ar`);
  // About this person, not "About us".
  await expect(a.page.getByRole('heading', { name: 'نبذة تعريفية' })).toBeVisible();
  await expect(a.page.getByRole('heading', { name: 'من نحن' })).toHaveCount(0);
  await a.context.close();
});
