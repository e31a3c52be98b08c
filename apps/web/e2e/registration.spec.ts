// A newcomer signs up, reads the code from their mailbox, verifies and lands in onboarding.
import { expect, test } from '@playwright/test';
import { RegisterPage } from './pages/register-page';
import { VerifyEmailPage } from './pages/verify-email-page';
import { waitForCode } from './support/mailbox';
import { newPerson } from './support/users';

test('register, read the code from the mailbox, verify, and land in onboarding', async ({ page }) => {
  const person = newPerson();
  const registration = new RegisterPage(page);
  await registration.open();
  await registration.fill(person);
  await registration.submit();
  await expect(registration.termsModal().getByRole('tab', { name: 'Terms of Use' })).toBeVisible();
  await registration.termsModal().getByRole('tab', { name: 'Privacy Policy' }).click();
  await expect(
    registration
      .termsModal()
      .getByRole('tabpanel', { name: 'Privacy Policy' })
      .getByText('Effective September 26, 2025', { exact: true }),
  ).toBeVisible();
  await registration.acceptTerms();

  const verification = new VerifyEmailPage(page);
  await verification.expectOpenFor(person.email);
  const code = await waitForCode(person.email, /verification code/i);
  await verification.verify(code);

  await expect(page.getByText('Email verified successfully! Welcome to Hangtime!')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Hangtime' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
});

test('declining the terms keeps the person on the form with the spec message', async ({ page }) => {
  const registration = new RegisterPage(page);
  await registration.open();
  await registration.fill(newPerson());
  await registration.submit();
  await registration.declineTerms();

  await expect(page.getByText('You must accept the Terms of Use to create an account.')).toBeVisible();
  await expect(registration.termsModal()).toBeHidden();
  await expect(page).toHaveURL(/\/register$/);
});

test('the form names every problem before the terms are shown', async ({ page }) => {
  const registration = new RegisterPage(page);
  await registration.open();
  await registration.fill(newPerson({ birthday: '2015-01-01' }));
  await page.getByLabel('Confirm Password').fill('something else');
  await registration.submit();

  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(
    page.getByText('You must be at least 18 years old to use this service. Please check your date of birth.'),
  ).toBeVisible();
  await expect(registration.termsModal()).toBeHidden();
});
