// The Friends screen itself: the add-friend checks, per-friend preferences, names shown as text,
// the keyboard path to the form, and screenshots at desktop and phone widths.
import { expect } from '@playwright/test';
import { FriendsPage } from './pages/friends-page';
import { AUTO_VERIFIED_DOMAIN, registerThroughApi } from './support/api';
import { befriendThroughApi, fullName, sendRequestThroughApi, test } from './support/friends';
import { newMember, signIn, type Member } from './support/session';
import { newPerson } from './support/users';
import { reviewScreenshot } from './support/review-screenshots';

test('the add-friend form checks what was typed, and shows the server refusing yourself', async ({ page }) => {
  const jules = await newMember('Jules');
  await signIn(page, jules.token);
  const screen = new FriendsPage(page);
  await screen.open();
  let sendCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/friends/send-request')) sendCalls += 1;
  });

  // Phone is the default; an empty or short number never reaches the server.
  await expect(screen.method('Phone')).toBeChecked();
  await screen.sendButton().click();
  await expect(screen.addSection().getByText('Please enter a phone number')).toBeVisible();
  await expect(screen.phoneInput()).toBeFocused();
  await screen.addByPhone('212-555');
  await expect(screen.addSection().getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  await expect(screen.phoneInput()).toHaveAttribute('aria-invalid', 'true');

  await screen.chooseMethod('Email');
  await expect(screen.addSection().getByText('Please enter a valid 10-digit phone number')).toHaveCount(0);
  await screen.sendButton().click();
  await expect(screen.addSection().getByText('Please enter an email address')).toBeVisible();
  await expect(screen.emailInput()).toBeFocused();
  await screen.emailInput().fill('friend@example');
  await screen.sendButton().click();
  await expect(screen.addSection().getByText('Please enter a valid email address')).toBeVisible();
  expect(sendCalls).toBe(0);

  // Your own address: the server says no, in its own words, and nothing is sent.
  await screen.emailInput().fill(jules.person.email);
  await screen.sendButton().click();
  await expect(screen.addSection().getByText("You can't send a friend request to yourself")).toBeVisible();
  await expect(screen.emailInput()).toHaveValue(jules.person.email);
  expect(sendCalls).toBe(1);
  await expect(screen.confirmation(screen.addSection(), 'Friend request sent!')).toHaveCount(0);
  await screen.reload();
  await expect(screen.sentSection().getByText('No requests waiting for an answer.')).toBeVisible();
});

test('priority and hangout style change for one friend and survive a reload', async ({ page }) => {
  const kai = await newMember('Kai');
  const lane = await newMember('Lane');
  const morgan = await newMember('Morgan');
  await befriendThroughApi(kai, lane);
  await befriendThroughApi(kai, morgan);
  await signIn(page, kai.token);
  const screen = new FriendsPage(page);
  await screen.open();
  const [laneName, morganName] = [fullName(lane), fullName(morgan)];

  await expect(screen.priority(laneName)).not.toBeChecked();
  await expect(screen.hangoutStyle(laneName)).toHaveValue('either');

  const saved = () =>
    page.waitForResponse((response) => /\/api\/friends\/[^/]+\/preferences$/.test(response.url()) && response.ok());
  let answer = saved();
  await screen.togglePriority(laneName);
  await answer;
  await expect(screen.priority(laneName)).toBeChecked();
  answer = saved();
  await screen.chooseHangoutStyle(laneName, 'Groups only');
  await answer;
  await expect(screen.hangoutStyle(laneName)).toHaveValue('groups_only');

  await screen.reload();
  await expect(screen.priority(laneName)).toBeChecked();
  await expect(screen.hangoutStyle(laneName)).toHaveValue('groups_only');
  // Only that friend changed.
  await expect(screen.priority(morganName)).not.toBeChecked();
  await expect(screen.hangoutStyle(morganName)).toHaveValue('either');

  // And back again.
  answer = saved();
  await screen.togglePriority(laneName);
  await answer;
  answer = saved();
  await screen.chooseHangoutStyle(laneName, 'Solo only');
  await answer;
  await screen.reload();
  await expect(screen.priority(laneName)).not.toBeChecked();
  await expect(screen.hangoutStyle(laneName)).toHaveValue('solo_only');
});

test('a name carrying markup is shown as text, never run', async ({ page }) => {
  const payload = '<img src=x onerror="window.__xss=1">';
  const id = Math.random().toString(36).slice(2, 10);
  const person = newPerson({ firstName: payload, email: `markup.${id}@${AUTO_VERIFIED_DOMAIN}` });
  const sender: Member = { person, token: await registerThroughApi(person) };
  const nora = await newMember('Nora');
  await sendRequestThroughApi(sender, nora.person.email);

  await signIn(page, nora.token);
  const screen = new FriendsPage(page);
  await screen.open();
  const name = fullName(sender);
  const noMarkupRan = async () => {
    expect(await page.evaluate(() => document.querySelectorAll('img[src="x"]').length)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  };

  await expect(screen.pendingRequest(name).getByText(name, { exact: true })).toBeVisible();
  await noMarkupRan();
  await screen.declineButton(name).click();
  await expect(screen.declineDialog(name)).toBeVisible();
  await screen.declineDialog(name).getByRole('button', { name: 'Cancel' }).click();
  await screen.accept(name);
  await expect(screen.confirmation(screen.pendingSection(), `You are now friends with ${name}!`)).toBeVisible();
  await expect(screen.friend(name).getByText(name, { exact: true })).toBeVisible();
  await expect(screen.priority(name)).toBeVisible();
  await noMarkupRan();
});

test('Tab reaches the add-friend field and its Send button', async ({ page }) => {
  const oakley = await newMember('Oakley');
  await signIn(page, oakley.token);
  const screen = new FriendsPage(page);
  await screen.open();

  await page.locator('body').focus();
  const input = screen.phoneInput();
  for (
    let presses = 0;
    presses < 40 && !(await input.evaluate((element) => element === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(input).toBeFocused();
  await page.keyboard.type('2125550');
  await page.keyboard.press('Tab');
  await expect(screen.sendButton()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(screen.addSection().getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  await expect(input).toBeFocused();

  // Back from the field to the Phone/Email toggle, and over to Email with an arrow key.
  await page.keyboard.press('Shift+Tab');
  await expect(screen.method('Phone')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(screen.method('Email')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(screen.emailInput()).toBeFocused();
});

test.describe('screenshots', () => {
  test('friends, pending and sent requests at desktop and phone widths', async ({ page }) => {
    const owner = await newMember('Parker');
    const friends = [await newMember('Quinn'), await newMember('Rowan')];
    for (const friend of friends) await befriendThroughApi(owner, friend);
    const asker = await newMember('Sage');
    await sendRequestThroughApi(asker, owner.person.email);
    await sendRequestThroughApi(owner, `taylor.${Math.random().toString(36).slice(2, 8)}@example.com`);

    await signIn(page, owner.token);
    const screen = new FriendsPage(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screen.open();
    await expect(screen.friendsList().getByRole('listitem')).toHaveCount(2);
    await expect(screen.pendingRequest(fullName(asker))).toBeVisible();
    await expect(screen.sentSection().getByRole('listitem')).toHaveCount(1);
    await reviewScreenshot(page, `friends-desktop`, { fullPage: true });

    await page.setViewportSize({ width: 375, height: 812 });
    await screen.reload();
    await expect(screen.friendsList().getByRole('listitem')).toHaveCount(2);
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await reviewScreenshot(page, `friends-phone`, { fullPage: true });
  });

  test('the empty screen of a new member on a phone', async ({ page }) => {
    const newcomer = await newMember('Uma');
    await signIn(page, newcomer.token);
    await page.setViewportSize({ width: 375, height: 812 });
    const screen = new FriendsPage(page);
    await screen.open();
    await expect(screen.friendsSection().getByText('No friends yet')).toBeVisible();
    await expect(screen.pendingSection().getByText('No friend requests waiting for you.')).toBeVisible();
    await expect(screen.sentSection().getByText('No requests waiting for an answer.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await reviewScreenshot(page, `friends-empty-phone`, { fullPage: true });
  });
});
