// Becoming friends: a request by email answered Accept or Decline, and the referral link, used to
// register, by someone already signed in, and copied to the clipboard.
import { expect } from '@playwright/test';
import { FriendsPage } from './pages/friends-page';
import { RegisterPage } from './pages/register-page';
import { VerifyEmailPage } from './pages/verify-email-page';
import { fullName, sendRequestThroughApi, test } from './support/friends';
import { waitForCode } from './support/mailbox';
import { newMember, signIn } from './support/session';
import { newPerson } from './support/users';

test('two members become friends by an email request', async ({ tabFor }) => {
  const alex = await newMember('Alex');
  const blair = await newMember('Blair');

  const alexScreen = new FriendsPage(await tabFor(alex));
  await alexScreen.open();
  await expect(alexScreen.sentSection().getByText('No requests waiting for an answer.')).toBeVisible();
  await alexScreen.addByEmail(blair.person.email);
  await expect(alexScreen.confirmation(alexScreen.addSection(), 'Friend request sent!')).toBeVisible();
  await expect(alexScreen.emailInput()).toHaveValue('');
  await expect(alexScreen.sentRequest(blair.person.email)).toBeVisible();
  await expect(alexScreen.sentRequest(blair.person.email).getByText('Sent today')).toBeVisible();

  const blairScreen = new FriendsPage(await tabFor(blair));
  await blairScreen.open();
  await expect(blairScreen.pendingRequest(fullName(alex))).toContainText(alex.person.email);
  await expect(blairScreen.pendingSection().getByText('1', { exact: true })).toBeVisible();
  await blairScreen.accept(fullName(alex));

  await expect(
    blairScreen.confirmation(blairScreen.pendingSection(), `You are now friends with ${fullName(alex)}!`),
  ).toBeVisible();
  await expect(blairScreen.pendingSection().getByText('No friend requests waiting for you.')).toBeVisible();
  await expect(blairScreen.friend(fullName(alex))).toContainText(alex.person.email);

  await alexScreen.reload();
  await expect(alexScreen.friend(fullName(blair))).toContainText(blair.person.email);
  await expect(alexScreen.sentSection().getByText('No requests waiting for an answer.')).toBeVisible();
});

test('a member declines a request after confirming, and it is gone for both', async ({ tabFor }) => {
  const casey = await newMember('Casey');
  const drew = await newMember('Drew');
  await sendRequestThroughApi(casey, drew.person.email);

  const drewScreen = new FriendsPage(await tabFor(drew));
  await drewScreen.open();
  const name = fullName(casey);
  await expect(drewScreen.pendingRequest(name)).toBeVisible();

  // Cancel in the dialog keeps the request.
  await drewScreen.declineButton(name).click();
  const dialog = drewScreen.declineDialog(name);
  await expect(dialog).toContainText(`The request came from ${casey.person.email}.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(drewScreen.pendingRequest(name)).toBeVisible();

  await drewScreen.decline(name);
  await expect(
    drewScreen.confirmation(drewScreen.pendingSection(), `Friend request from ${name} has been declined.`),
  ).toBeVisible();
  await expect(drewScreen.pendingRequest(name)).toHaveCount(0);
  await expect(drewScreen.pendingSection().getByText('No friend requests waiting for you.')).toBeVisible();
  await expect(drewScreen.friendsSection().getByText('No friends yet')).toBeVisible();

  await drewScreen.reload();
  await expect(drewScreen.pendingSection().getByText('No friend requests waiting for you.')).toBeVisible();

  const caseyScreen = new FriendsPage(await tabFor(casey));
  await caseyScreen.open();
  await expect(caseyScreen.sentSection().getByText('No requests waiting for an answer.')).toBeVisible();
  await expect(caseyScreen.friendsSection().getByText('No friends yet')).toBeVisible();
});

test('registering through a referral link makes the newcomer and the referrer friends', async ({ page, tabFor }) => {
  const emery = await newMember('Emery');
  const emeryScreen = new FriendsPage(await tabFor(emery));
  await emeryScreen.open();
  const { url, code } = await emeryScreen.referral();
  expect(new URL(url).pathname).toBe(`/registration/referral/${code}`);

  // A visitor (no session) follows the shared link.
  const newcomer = newPerson({ firstName: 'Finley' });
  await page.goto(url);
  const registration = new RegisterPage(page);
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await registration.fill(newcomer);
  await registration.submit();
  await registration.acceptTerms();

  const verification = new VerifyEmailPage(page);
  await verification.expectOpenFor(newcomer.email);
  await verification.verify(await waitForCode(newcomer.email, /verification code/i));
  await expect(page).toHaveURL(/\/onboarding$/);

  const newcomerScreen = new FriendsPage(page);
  await newcomerScreen.open();
  await expect(newcomerScreen.friend(fullName(emery))).toContainText(emery.person.email);

  await emeryScreen.reload();
  await expect(emeryScreen.friend(`${newcomer.firstName} ${newcomer.lastName}`)).toContainText(newcomer.email);
});

test('a signed-in member who opens a referral link becomes friends and lands on the calendar', async ({ tabFor }) => {
  const gray = await newMember('Gray');
  const harper = await newMember('Harper');
  const grayScreen = new FriendsPage(await tabFor(gray));
  await grayScreen.open();
  const { code } = await grayScreen.referral();

  const harperPage = await tabFor(harper);
  await harperPage.goto(`/registration/referral/${code}`);
  await expect(harperPage).toHaveURL(/\/calendar$/);
  await expect(
    harperPage.getByRole('status').filter({ hasText: "You're now friends with the person who shared this link!" }),
  ).toBeVisible();

  const harperScreen = new FriendsPage(harperPage);
  await harperScreen.open();
  await expect(harperScreen.friend(fullName(gray))).toBeVisible();
  await grayScreen.reload();
  await expect(grayScreen.friend(fullName(harper))).toBeVisible();
});

test('Copy Link and Copy Message put the referral link and the invitation on the clipboard', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const indigo = await newMember('Indigo');
  await signIn(page, indigo.token);
  const screen = new FriendsPage(page);
  await screen.open();
  const { url, code } = await screen.referral();
  const readClipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await page.evaluate(() => navigator.clipboard.writeText('nothing copied yet'));

  await screen.copyLinkButton().click();
  await expect(screen.confirmation(screen.inviteSection(), 'Referral link copied to clipboard!')).toBeVisible();
  const link = await readClipboard();
  expect(link).toContain(`/registration/referral/${code}`);
  expect(link).toBe(url);

  await screen.copyMessageButton().click();
  await expect(screen.confirmation(screen.inviteSection(), 'Referral message copied to clipboard!')).toBeVisible();
  await expect(screen.confirmation(screen.inviteSection(), 'Referral link copied to clipboard!')).toHaveCount(0);
  const message = await readClipboard();
  expect(message).toContain(link);
  expect(message).not.toBe(link);
  expect(message).toMatch(/^Join me on Hangtime.*: https?:\/\/\S+\/registration\/referral\/\S+$/);
});
