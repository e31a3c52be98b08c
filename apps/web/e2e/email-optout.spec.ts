// Opting out of email: form, confirmation panel, success page.
import { expect, test } from '@playwright/test';

test('someone opts out of Hangtime email after confirming', async ({ page }) => {
  await page.goto('/email-optout');
  await page.getByRole('button', { name: 'Opt Out' }).click();
  await expect(page.getByText('Email address is required')).toBeVisible();

  await page.getByLabel('Email Address').fill('not-an-address');
  await page.getByRole('button', { name: 'Opt Out' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByLabel('Email Address').fill('leaving@example.com');
  await page.getByLabel('Reason').selectOption('too_many_emails');
  await page.getByRole('button', { name: 'Opt Out' }).click();
  await expect(page.getByText('leaving@example.com')).toBeVisible();
  await expect(page.getByText(/event invitations by email/i)).toBeVisible();
  await page.getByRole('button', { name: 'Yes, Opt Out' }).click();

  await expect(page.getByRole('heading', { name: "You've been opted out" })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Hangtime' }).click();
  await expect(page).toHaveURL(/\/$/);
});
