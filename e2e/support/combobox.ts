import { expect, type Page } from '@playwright/test';

/** Types into a searchable list field and taps the option, as a thumb would. */
export async function choose(page: Page, label: string, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await expect(box).toBeEnabled();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}
