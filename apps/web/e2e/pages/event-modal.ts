import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The event modal (a dialog named by its title: "Create Event", "Edit Event", or the event's own
 * title on its details, which every event opens on), and /upcoming-events, the list of cards that opens it.
 */
export class EventModal {
  constructor(
    readonly page: Page,
    readonly name: string | RegExp,
  ) {}

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.name });
  }

  async expectOpen() {
    await expect(this.dialog()).toBeVisible();
  }

  /** The answers the viewer may give, in order, e.g. ["Accept", "Maybe", "Decline"]. */
  answerButtons(): Locator {
    return this.dialog()
      .getByRole('group', { name: /^Your answer to / })
      .getByRole('button');
  }

  async answer(label: 'Accept' | 'Maybe' | 'Decline') {
    await this.dialog()
      .getByRole('group', { name: /^Your answer to / })
      .getByRole('button', { name: label })
      .click();
  }

  /** The organizer's "Edit" on the details: the same dialog, now the form named "Edit Event". */
  async edit(): Promise<EventModal> {
    await this.dialog().getByRole('button', { name: 'Edit' }).click();
    const form = new EventModal(this.page, 'Edit Event');
    await form.expectOpen();
    return form;
  }

  /**
   * The fields of the details, leaving out the organizer's tools (who has answered and the quorum,
   * making it a regular thing): none, as the details are a read view and Edit opens the form.
   */
  detailFields(): Locator {
    return this.dialog().locator(':is(input, textarea, select):not([data-organizer-tools] *):not([type="hidden"])');
  }

  /** Where the details say the event is (name, address or position, map link). */
  place(): Locator {
    return this.dialog().getByRole('group', { name: 'Where' });
  }

  /** A row of the participant list, e.g. "Sam Rivera … Accepted". */
  participant(name: string): Locator {
    return this.dialog().getByRole('list', { name: 'Participants' }).getByRole('listitem').filter({ hasText: name });
  }

  /** Clicks "Download iCal file" and answers the file's text. */
  async downloadIcs(): Promise<{ filename: string; text: string }> {
    // By keyboard: the shell's setup reminders (fixed, bottom right) may lie over the modal's foot.
    const button = this.dialog().getByRole('button', { name: 'Download iCal file' });
    await button.focus();
    const [download] = await Promise.all([this.page.waitForEvent('download'), button.press('Enter')]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return { filename: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }

  async close() {
    await this.dialog().getByRole('button', { name: 'Close' }).click();
    await expect(this.dialog()).toBeHidden();
  }
}

/** /upcoming-events: Status and Range filters, then one card (a button) per event. */
export class UpcomingEventsScreen {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/upcoming-events');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
    await expect(this.page.getByRole('status', { name: 'Loading events' })).toHaveCount(0);
  }

  card(title: string): Locator {
    return this.page.getByRole('list', { name: 'Upcoming events' }).getByRole('listitem').filter({ hasText: title });
  }

  async filterStatus(label: 'Accepted & pending' | 'All' | 'Accepted' | 'Pending' | 'Declined') {
    await this.page.getByLabel('Status').selectOption({ label });
  }

  async openEvent(title: string, dialogName: string | RegExp = title): Promise<EventModal> {
    await this.card(title).getByRole('button').click();
    const modal = new EventModal(this.page, dialogName);
    await modal.expectOpen();
    return modal;
  }
}
