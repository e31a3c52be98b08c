import { expect, type Locator, type Page } from '@playwright/test';
import { EventModal } from './event-modal';

export type CalendarView = 'Week' | '3 Days' | '2 Weeks' | 'Month' | 'Upcoming' | 'Upcoming Events';

/** The grid's FullCalendar view type for each grid view (calendar-views.ts); Upcoming has no grid. */
const GRID_VIEW_OF: Partial<Record<CalendarView, string>> = {
  Week: 'timeGridWeek',
  '3 Days': 'timeGridThreeDay',
  '2 Weeks': 'timeGridTwoWeeks',
  Month: 'dayGridMonth',
};

/**
 * /calendar: the view toggle, previous/today/next, the "{n} need response" badge, Manual Event,
 * the Events Needing Response list and the FullCalendar grid, whose day cells carry data-date.
 */
export class CalendarScreen {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/calendar');
    await this.settle();
  }

  async reload() {
    await this.page.reload();
    await this.settle();
  }

  /** Loaded, with the setup reminders (they come a second after a page load) put away. */
  private async settle() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await this.expectLoaded();
    await this.dismissSetupReminders();
  }

  /** The reminders sit over the grid's corner: once the checks have run, each one is dismissed. */
  async dismissSetupReminders() {
    await this.page.locator('[data-setup-checks="done"]').waitFor({ state: 'attached' });
    const dismiss = this.page
      .getByRole('region', { name: 'Setup reminders' })
      .getByRole('button', { name: /^Dismiss / });
    // Dispatched, not clicked: on a phone the toasts may sit under the calendar's sticky header,
    // and a pointer click would wait for them to come into view.
    while ((await dismiss.count()) > 0) await dismiss.first().dispatchEvent('click');
    await expect(this.page.getByRole('region', { name: 'Setup reminders' })).toHaveCount(0);
  }

  async expectLoaded() {
    await expect(this.page.getByRole('status', { name: 'Loading calendar' })).toHaveCount(0);
    await expect(this.page.getByText('Loading calendar', { exact: true })).toHaveCount(0);
  }

  viewToggle(): Locator {
    return this.page.getByRole('radiogroup', { name: 'Calendar view' });
  }

  /** The page follows a press once the switch has shown it (use-calendar-range.ts): this waits for it. */
  async showView(view: CalendarView) {
    await this.viewToggle().getByText(view, { exact: true }).click();
    const gridView = GRID_VIEW_OF[view];
    if (gridView) await expect(this.page.locator(`[data-grid-view="${gridView}"]`).first()).toBeVisible();
    else await expect(this.page.locator('[data-grid-view]')).toHaveCount(0);
    await this.expectLoaded();
  }

  navButton(name: 'Previous' | 'Today' | 'Next'): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  needsResponseBadge(): Locator {
    return this.page.getByRole('button', { name: /need response$/ });
  }

  needsResponseList(): Locator {
    return this.page.getByRole('region', { name: 'Events Needing Response' });
  }

  invitation(title: string): Locator {
    return this.needsResponseList().getByRole('listitem').filter({ hasText: title });
  }

  async answerInvitation(title: string, label: 'Accept' | 'Maybe' | 'Decline') {
    await this.invitation(title)
      .getByRole('group', { name: /^Your answer to / })
      .getByRole('button', { name: label })
      .click();
  }

  /** A day's cell of the grid (timed events in Week and 2 Weeks, all events in Month). */
  day(date: string): Locator {
    return this.page.locator(`[role="cell"][data-date="${date}"]`);
  }

  /** An event on the grid; its accessible name is its time and (displayed) title. */
  event(title: string | RegExp, date?: string): Locator {
    return (date ? this.day(date) : this.page.locator('[role="cell"][data-date]')).getByRole('button', { name: title });
  }

  /** Moves forward until the grid shows `date` (a few steps at most). */
  async showDate(date: string) {
    for (let step = 0; step < 6 && (await this.day(date).count()) === 0; step += 1) {
      await this.navButton('Next').click();
      await this.expectLoaded();
    }
    await expect(this.day(date).first()).toBeVisible();
  }

  async openManualEvent(): Promise<EventModal> {
    await this.page.getByRole('button', { name: 'Manual Event' }).click();
    const modal = new EventModal(this.page, 'Create Event');
    await modal.expectOpen();
    return modal;
  }

  async openEvent(title: string | RegExp, dialogName: string | RegExp, date?: string): Promise<EventModal> {
    await this.event(title, date).first().click();
    const modal = new EventModal(this.page, dialogName);
    await modal.expectOpen();
    return modal;
  }

  /** A calendar date (YYYY-MM-DD) where the browser is, `days` from today. */
  localDate(days = 0): Promise<string> {
    return this.page.evaluate((offset) => {
      const date = new Date();
      date.setDate(date.getDate() + offset);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    }, days);
  }
}

/** The event modal's fields, filled the way a person does. */
export async function fillEventForm(
  modal: EventModal,
  values: { title?: string; date?: string; startTime?: string; endTime?: string; inviteFriend?: string },
) {
  const dialog = modal.dialog();
  if (values.title !== undefined) await dialog.getByLabel('Title').fill(values.title);
  if (values.date) await dialog.getByLabel('Start date').fill(values.date);
  if (values.startTime) await dialog.getByLabel('Start time').selectOption(values.startTime);
  if (values.endTime) await dialog.getByLabel('End time').selectOption(values.endTime);
  if (values.inviteFriend) {
    await dialog.getByRole('combobox', { name: 'Invite friends' }).fill(values.inviteFriend.split(' ')[0] ?? '');
    await modal.page.getByRole('option', { name: values.inviteFriend }).click();
  }
}
