import { expect, type Locator, type Page } from '@playwright/test';

export type HangoutStyleLabel = 'Solo only' | 'Groups only' | 'Either';

/**
 * /friends: add a friend, pending requests, your friends, sent requests and the referral link.
 * Each block is a region named by its heading; rows are list items found by a name or address.
 */
export class FriendsPage {
  constructor(readonly page: Page) {}

  /** Opens the screen and waits until every list has arrived (no loading placeholders left). */
  async open() {
    await this.page.goto('/friends');
    await this.expectLoaded();
  }

  async reload() {
    await this.page.reload();
    await this.expectLoaded();
  }

  async expectLoaded() {
    await expect(this.page).toHaveURL(/\/friends$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(this.referralLink()).toHaveValue(/\/registration\/referral\//);
  }

  // ----- Add a friend -----

  addSection() {
    return this.page.getByRole('region', { name: 'Add a friend' });
  }

  /** The Phone / Email toggle (a radio group). */
  method(name: 'Phone' | 'Email') {
    return this.addSection().getByRole('radio', { name });
  }

  async chooseMethod(name: 'Phone' | 'Email') {
    // The radio itself is visually hidden behind its label, which is what a person clicks.
    await this.addSection()
      .locator('label')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .click();
    await expect(this.method(name)).toBeChecked();
  }

  emailInput() {
    return this.addSection().getByLabel("Friend's email address");
  }

  phoneInput() {
    return this.addSection().getByLabel("Friend's phone number");
  }

  sendButton() {
    return this.addSection().getByRole('button', { name: 'Send Request' });
  }

  async addByEmail(email: string) {
    await this.chooseMethod('Email');
    await this.emailInput().fill(email);
    await this.sendButton().click();
  }

  async addByPhone(phone: string) {
    await this.chooseMethod('Phone');
    await this.phoneInput().fill(phone);
    await this.sendButton().click();
  }

  // ----- Pending requests (sent to you) -----

  pendingSection() {
    return this.page.getByRole('region', { name: /^Pending requests/ });
  }

  pendingRequest(name: string) {
    return this.pendingSection()
      .getByRole('list', { name: 'Friend requests' })
      .getByRole('listitem')
      .filter({ hasText: name });
  }

  acceptButton(name: string) {
    return this.pendingSection().getByRole('button', { name: `Accept friend request from ${name}` });
  }

  declineButton(name: string) {
    return this.pendingSection().getByRole('button', { name: `Decline friend request from ${name}` });
  }

  declineDialog(name: string) {
    return this.page.getByRole('dialog', { name: `Decline friend request from ${name}?` });
  }

  async accept(name: string) {
    await this.acceptButton(name).click();
  }

  /** Decline, then confirm in the dialog that asks first. */
  async decline(name: string) {
    await this.declineButton(name).click();
    const dialog = this.declineDialog(name);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  // ----- Your friends -----

  friendsSection() {
    return this.page.getByRole('region', { name: 'Your friends' });
  }

  friendsList() {
    return this.friendsSection().getByRole('list', { name: 'Friends' });
  }

  friend(name: string) {
    return this.friendsList().getByRole('listitem').filter({ hasText: name });
  }

  priority(name: string) {
    return this.friendsSection().getByRole('switch', { name: `Priority: ${name}` });
  }

  async togglePriority(name: string) {
    // The switch's input is visually hidden behind its track, which is what a person clicks.
    await this.friend(name).locator('label').filter({ hasText: 'Priority' }).click();
  }

  hangoutStyle(name: string) {
    return this.friendsSection().getByRole('combobox', { name: `Hangout style with ${name}` });
  }

  async chooseHangoutStyle(name: string, style: HangoutStyleLabel) {
    await this.hangoutStyle(name).selectOption({ label: style });
  }

  // ----- Sent requests -----

  sentSection() {
    return this.page.getByRole('region', { name: 'Sent requests' });
  }

  sentRequest(address: string) {
    return this.sentSection()
      .getByRole('list', { name: 'Sent requests' })
      .getByRole('listitem')
      .filter({ hasText: address });
  }

  // ----- Invite friends (referral link) -----

  inviteSection() {
    return this.page.getByRole('region', { name: 'Invite friends' });
  }

  referralLink() {
    return this.inviteSection().getByLabel('Your referral link');
  }

  copyLinkButton() {
    return this.inviteSection().getByRole('button', { name: 'Copy Link' });
  }

  copyMessageButton() {
    return this.inviteSection().getByRole('button', { name: 'Copy Message' });
  }

  /** The full link shown in the block and the code at its end. */
  async referral(): Promise<{ url: string; code: string }> {
    const url = await this.referralLink().inputValue();
    const code = /\/registration\/referral\/([^/?#]+)$/.exec(new URL(url).pathname)?.[1];
    if (!code) throw new Error(`no referral code in "${url}"`);
    return { url, code };
  }

  // ----- Messages -----

  /** A green confirmation in one of the blocks. */
  confirmation(section: Locator, text: string) {
    return section.getByRole('status').filter({ hasText: text });
  }

  /** A red message in one of the blocks. */
  error(section: Locator, text: string) {
    return section.getByRole('alert').filter({ hasText: text });
  }
}
