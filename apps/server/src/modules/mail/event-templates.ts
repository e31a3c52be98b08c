// The event messages: an invitation, a change by the organizer, a cancellation.
import { escapeHtml, layout, linkButton, oneLine, type RenderedMail } from './layout';

/** `when` is already written for the recipient ("Tue, Nov 24, 6:00 PM EST"). */
type EventMail = { firstName: string; organizerName: string; title: string; when: string; location: string | null; calendarUrl: string };

export type EventMailParams = {
  event_invitation: EventMail;
  event_updated: EventMail;
  event_cancelled: EventMail;
};

function details(title: string, when: string, location: string | null): { text: string; html: string } {
  const where = location ? `\nWhere: ${location}` : '';
  return {
    text: `${title}\nWhen: ${when}${where}`,
    html: `<strong>${escapeHtml(title)}</strong><br>When: ${escapeHtml(when)}${location ? `<br>Where: ${escapeHtml(location)}` : ''}`,
  };
}

function eventMail(subject: string, lead: string, action: string | null, mail: EventMail): RenderedMail {
  const { text, html } = details(mail.title, mail.when, mail.location);
  const actionText = action ? `\n\n${action}: ${mail.calendarUrl}` : '';
  return {
    subject,
    text: `Hi ${mail.firstName},\n\n${lead}\n\n${text}${actionText}`,
    html: layout([
      `Hi ${escapeHtml(mail.firstName)},`,
      escapeHtml(lead),
      html,
      ...(action ? [linkButton(mail.calendarUrl, action)] : []),
    ]),
  };
}

export function renderEventInvitation(mail: EventMail): RenderedMail {
  return eventMail(
    `${oneLine(mail.organizerName)} invited you: ${oneLine(mail.title)}`,
    `${mail.organizerName} invited you to an event on Hangtime.`,
    'Answer the invitation',
    mail,
  );
}

export function renderEventUpdated(mail: EventMail): RenderedMail {
  return eventMail(
    `Changed: ${oneLine(mail.title)}`,
    `${mail.organizerName} changed the time or place of an event you accepted. Please confirm you can still make it.`,
    'Confirm or decline',
    mail,
  );
}

export function renderEventCancelled(mail: EventMail): RenderedMail {
  return eventMail(`Cancelled: ${oneLine(mail.title)}`, `${mail.organizerName} cancelled this event.`, null, mail);
}
