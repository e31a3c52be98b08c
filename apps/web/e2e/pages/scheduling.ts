import { expect, type Locator, type Page } from '@playwright/test';

/** Hangtime Now! on /calendar: its button, the loading dialog, and the success and error modals. */
export class HangtimeNow {
  constructor(readonly page: Page) {}

  button(): Locator {
    return this.page.getByRole('button', { name: 'Hangtime Now!' });
  }

  loading(): Locator {
    return this.page.getByRole('dialog', { name: 'Hangtime Now!' });
  }

  success(): Locator {
    return this.page.getByRole('dialog', { name: 'Event Created Successfully!' });
  }

  error(): Locator {
    return this.page.getByRole('dialog', { name: 'Hangtime Now! Error' });
  }

  /** The new event's title, the success modal's own heading. */
  createdTitle(): Locator {
    return this.success().getByRole('heading', { level: 3 });
  }

  /** Presses it once the onboarding goals have been read as met. */
  async press() {
    await expect(this.button()).not.toHaveAttribute('aria-disabled', 'true');
    await this.button().click();
  }

  /** The footer's Close (the header's × shares the name). */
  async closeResult(dialog: Locator) {
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  }
}

/** The free-together overlay of the week views: its legend with the switch, and its bands. */
export class FreeTogetherOverlay {
  constructor(readonly page: Page) {}

  legend(): Locator {
    return this.page.getByRole('group', { name: 'Free time with friends' });
  }

  toggle(): Locator {
    return this.page.getByRole('switch', { name: 'Show free time with friends' });
  }

  /** Flips the switch from the keyboard (the page's sticky header may cover it after scrolling). */
  async flip() {
    await this.toggle().focus();
    await this.toggle().press('Space');
  }

  /** Each band is a button named "Plan a hangout {when}. Free together: {names}. {n} free". */
  bands(): Locator {
    return this.page.getByRole('button', { name: /^Plan a hangout / });
  }

  /**
   * Puts the keyboard focus on a band the way a keyboard user arrives there (Tab from the next
   * stop, Shift+Tab back): the names show on focus only when it is a keyboard focus.
   */
  async focusByKeyboard(band: Locator) {
    await band.focus();
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.press('Shift+Tab');
    await expect(band).toBeFocused();
  }

  /**
   * The first band naming all of `names` (and, with `during`, whose name holds that time range),
   * this week or the next two. A band of today starts no earlier than now, so a test that reads a
   * band's hours names them: late in the evening today's band is shorter than the others.
   */
  async findBand(names: string[], during?: string): Promise<Locator> {
    const fragments = during === undefined ? names : [...names, during];
    const matching = this.bands().and(
      this.page.locator(fragments.map((fragment) => `[aria-label*="${fragment}"]`).join('')),
    );
    for (let step = 0; step < 2 && !(await matching.first().isVisible()); step += 1) {
      await this.page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(this.page.getByRole('status', { name: 'Loading calendar' })).toHaveCount(0);
      await expect(this.legend().getByText('Finding when your friends are free…')).toHaveCount(0);
    }
    await expect(matching.first()).toBeVisible();
    return matching.first();
  }
}

/** The Suggested Event modal: its fields, the invited count, Reject and Create. */
export class SuggestedEventDialog {
  constructor(readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Suggested Event' });
  }

  /** A field by its label (a required one's label ends with an asterisk). */
  field(
    label: 'Title' | 'Description' | 'Start date' | 'Start time' | 'End date' | 'End time' | 'Location' | 'Address',
  ): Locator {
    return this.dialog().getByLabel(label);
  }

  async create() {
    await this.dialog().getByRole('button', { name: 'Create Event & Send Invitations' }).click();
  }
}
