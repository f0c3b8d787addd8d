import { expect, test, type Locator } from '@playwright/test';
import { pageFor } from './support/content.ts';

/**
 * The content forms check their fields with the contract's schemas as the
 * sign-in forms do: on submit each message sits at its field (in the page's
 * language, read out with the field), the first wrong field takes the focus,
 * nothing is sent, and a message goes as soon as its field is put right.
 */

const texts = {
  en: {
    petNameMin: 'Name must be at least 2 characters',
    petTypeRequired: 'Please select a pet type',
    fullNameMax: 'Full name cannot exceed 60 characters',
  },
  ar: {
    petNameMin: 'يجب أن يتكوّن الاسم من حرفين على الأقل',
    petTypeRequired: 'يُرجى اختيار نوع الحيوان الأليف',
    fullNameMax: 'لا يمكن أن يتجاوز الاسم الكامل 60 حرفًا',
  },
} as const;

async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message));
}

for (const language of ['en', 'ar'] as const) {
  test(`the pet and profile forms show the contract's messages at their fields, in ${language}`, async ({ browser }) => {
    const { page, context } = await pageFor(browser, 'Form Checker');
    await page.setViewportSize({ width: 375, height: 800 });
    const text = texts[language];

    await page.goto(`/add-pet?lng=${language}`);
    const name = page.locator('input[name="name"]');
    const type = page.locator('select[name="type"]');
    await expect(name).toBeVisible();
    await page.locator('main button[type="submit"]').click();
    await expectFieldError(name, text.petNameMin);
    await expectFieldError(type, text.petTypeRequired);
    await expect(name).toBeFocused();
    await expect(page).toHaveURL(/\/add-pet/);

    await name.fill('Rex');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expectFieldError(type, text.petTypeRequired);
    await type.selectOption('dog');
    await expect(type).not.toHaveAttribute('aria-invalid', 'true');

    await page.goto(`/dashboard?lng=${language}`);
    const profile = page.locator('main section', { has: page.locator('button[aria-expanded]') });
    await profile.locator('button[aria-expanded]').click();
    const fullName = profile.locator('input[name="fullName"]');
    await fullName.fill('Form Checker '.padEnd(61, 'x'));
    await profile.locator('button[type="submit"]').click();
    await expectFieldError(fullName, text.fullNameMax);
    await expect(fullName).toBeFocused();
    await fullName.fill('Form Checker Two');
    await expect(fullName).not.toHaveAttribute('aria-invalid', 'true');
    await context.close();
  });
}
