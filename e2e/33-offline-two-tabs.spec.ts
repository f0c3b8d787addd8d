import { expect, test } from '@playwright/test';
import { offlineWorld } from './support/offline-world.ts';
import { openControlled, setOnline } from './support/offline.ts';
import { expectDeliveredOnce, makeOfflineChanges, visitPostAndChat, waitForEmptyOutbox } from './support/offline-changes.ts';

test('two tabs open when the connection returns: each change still reaches the server once', async ({ browser }) => {
  test.setTimeout(120_000);
  const world = await offlineWorld(browser);
  const { page, context } = world.amira;
  await visitPostAndChat(page, world);
  const other = await context.newPage();
  await openControlled(other, '/feed');

  await setOnline(context, false);
  await makeOfflineChanges(page, world);
  // The other tab sees the same waiting changes (one IndexedDB), so it would deliver them too.
  await other.goto(`/chats/${world.conversation}`);
  await expect(other.getByRole('list', { name: 'Messages' }).getByText('Sending…')).toHaveCount(2);

  await setOnline(context, true);
  await waitForEmptyOutbox(page);
  await expect(other.getByRole('list', { name: 'Messages' }).getByText('Sending…')).toHaveCount(0);
  await expectDeliveredOnce(page.request, world);

  await context.close();
});
