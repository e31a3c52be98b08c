// The event messages: an invitation, a change by the organizer, a cancellation.
import { escapeHtml, layout, linkButton, oneLine, type RenderedMail } from './layout';

/** `when` is already written for the recipient ("Tue, Nov 24, 6:00 PM EST"). */
type EventMail = {
  firstName: string;
  organizerName: string;
  title: string;
  when: string;
  location: string | null;
  /** A map of the place (optional: mail queued before it has none). */
  mapUrl?: string | null;
  calendarUrl: string;
};
/**
 * What a change changed, one line each, written for the recipient ("Moved from Tue, Dec 1, 6:00 PM
 * to Wed, Dec 2, 7:00 PM", "Place: Lucia → Joe's"); optional, as mail queued before it has none.
 */
type ChangedEventMail = EventMail & { changes?: string[] };

export type EventMailParams = {
  event_invitation: EventMail;
  event_updated: ChangedEventMail;
  event_cancelled: EventMail;
};

function details(mail: EventMail): { text: string; html: string } {
  const { title, when, location } = mail;
  const mapUrl = location ? (mail.mapUrl ?? null) : null;
  const where = location ? `\nWhere: ${location}` : '';
  const map = mapUrl ? `\nMap: ${mapUrl}` : '';
  const mapHtml = mapUrl ? ` (<a href="${escapeHtml(mapUrl)}">map</a>)` : '';
  return {
    text: `${title}\nWhen: ${when}${where}${map}`,
    html: `<strong>${escapeHtml(title)}</strong><br>When: ${escapeHtml(when)}${location ? `<br>Where: ${escapeHtml(location)}${mapHtml}` : ''}`,
  };
}

function eventMail(
  subject: string,
  lead: string,
  action: string | null,
  mail: EventMail,
  changes: string[] = [],
): RenderedMail {
  const { text, html } = details(mail);
  const actionText = action ? `\n\n${action}: ${mail.calendarUrl}` : '';
  const changesText = changes.length > 0 ? `\n\nWhat changed:\n${changes.map((line) => `- ${line}`).join('\n')}` : '';
  const changesHtml = changes.length > 0 ? [`What changed:<br>${changes.map(escapeHtml).join('<br>')}`] : [];
  return {
    subject,
    text: `Hi ${mail.firstName},\n\n${lead}${changesText}\n\n${text}${actionText}`,
    html: layout([
      `Hi ${escapeHtml(mail.firstName)},`,
      escapeHtml(lead),
      ...changesHtml,
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

export function renderEventUpdated(mail: ChangedEventMail): RenderedMail {
  return eventMail(
    `Changed: ${oneLine(mail.title)}`,
    `${mail.organizerName} changed the time or place of an event you said you would (or might) come to. Please confirm you can still make it.`,
    'Confirm or decline',
    mail,
    mail.changes,
  );
}

export function renderEventCancelled(mail: EventMail): RenderedMail {
  return eventMail(`Cancelled: ${oneLine(mail.title)}`, `${mail.organizerName} cancelled this event.`, null, mail);
}
