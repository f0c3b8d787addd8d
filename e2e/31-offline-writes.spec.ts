import { expect, test } from '@playwright/test';
import { offlineWorld } from './support/offline-world.ts';
import { setOnline } from './support/offline.ts';
import { expectDeliveredOnce, expectStillWaiting, makeOfflineChanges, visitPostAndChat, waitForEmptyOutbox } from './support/offline-changes.ts';

test('changes made offline survive a reload and reach the server exactly once, messages in order', async ({ browser }) => {
  test.setTimeout(120_000);
  const world = await offlineWorld(browser);
  const { page, context } = world.amira;
  await visitPostAndChat(page, world);

  await setOnline(context, false);
  await makeOfflineChanges(page, world);
  await page.reload();
  await expectStillWaiting(page, world);

  await setOnline(context, true);
  await waitForEmptyOutbox(page);
  await expect(page.getByText('Sending…')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Not sent yet' })).toHaveCount(0);
  await expect(page.getByTestId('offline-indicator')).toHaveText('');
  await expectDeliveredOnce(page.request, world);

  await context.close();
});
