import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PublicUser, ReportGroup, SessionUser } from '#contract/entities.ts';
import { moderatorSession } from './moderator.ts';

const bearer = (user: SessionUser) => ({ authorization: `Bearer ${user.token}` });

/** Whom the user blocks or mutes, as the server has it. */
export async function serverList(request: APIRequestContext, user: SessionUser, list: 'blocks' | 'mutes'): Promise<PublicUser[]> {
  const response = await request.get(`/api/users/me/${list}?limit=100`, { headers: bearer(user) });
  expect(response.status(), `GET ${list}`).toBe(200);
  return (await response.json()) as PublicUser[];
}

/** Opens a "more" menu by the start of its name and picks the item whose name starts with `item`. */
export async function pickFromMenu(page: Page, scope: ReturnType<Page['locator']> | Page, menu: RegExp, item: RegExp): Promise<void> {
  await scope.getByRole('button', { name: menu }).first().click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Blocks the person after the menu's question. */
export async function confirmBlock(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Neither of you will see');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
}

/** The open reports about one target, as a moderator reads them. */
export async function reportsAbout(request: APIRequestContext, targetId: string): Promise<ReportGroup[]> {
  const mod = await moderatorSession(request);
  const response = await request.get('/api/moderation/reports?status=open&limit=100', { headers: bearer(mod) });
  expect(response.status(), 'GET moderation reports').toBe(200);
  return ((await response.json()) as ReportGroup[]).filter((group) => group.targetId === targetId);
}
