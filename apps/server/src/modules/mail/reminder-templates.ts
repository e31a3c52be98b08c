// Reminders and nudges (behaviour.md "Reminders and nudges (issue 26)"): before a hangout, to the
// invitee who has not answered, and to the organizer when everyone answered or enough are in.
import { escapeHtml, layout, linkButton, oneLine, type RenderedMail } from './layout';

/** `when` is already written for the recipient ("Tue, Nov 24, 6:00 PM EST"). */
type AboutEvent = {
  firstName: string;
  title: string;
  when: string;
  location: string | null;
  calendarUrl: string;
};

export type ReminderMailParams = {
  /** `soon`: the hour before; otherwise the day before. */
  event_reminder: AboutEvent & { soon: boolean };
  event_nudge: AboutEvent & { organizerName: string };
  /** `answers`: "3 going, 1 maybe, 1 not going". */
  event_everyone_answered: AboutEvent & { answers: string };
  event_quorum_reached: AboutEvent & { quorum: number };
};

function mail(subject: string, lead: string, action: string, about: AboutEvent): RenderedMail {
  const where = about.location ? `\nWhere: ${about.location}` : '';
  const whereHtml = about.location ? `<br>Where: ${escapeHtml(about.location)}` : '';
  return {
    subject,
    text: `Hi ${about.firstName},\n\n${lead}\n\n${about.title}\nWhen: ${about.when}${where}\n\n${action}: ${about.calendarUrl}`,
    html: layout([
      `Hi ${escapeHtml(about.firstName)},`,
      escapeHtml(lead),
      `<strong>${escapeHtml(about.title)}</strong><br>When: ${escapeHtml(about.when)}${whereHtml}`,
      linkButton(about.calendarUrl, action),
    ]),
  };
}

export function renderEventReminder(params: ReminderMailParams['event_reminder']): RenderedMail {
  return params.soon
    ? mail(`Starting soon: ${oneLine(params.title)}`, 'Your hangout starts within the hour.', 'Open it', params)
    : mail(`Reminder: ${oneLine(params.title)}`, 'Your hangout is coming up.', 'Open it', params);
}

export function renderEventNudge(params: ReminderMailParams['event_nudge']): RenderedMail {
  return mail(
    `Are you in? ${oneLine(params.title)}`,
    `${params.organizerName} invited you and would like to know if you can come.`,
    'Answer the invitation',
    params,
  );
}

export function renderEventEveryoneAnswered(params: ReminderMailParams['event_everyone_answered']): RenderedMail {
  return mail(
    `Everyone answered: ${oneLine(params.title)}`,
    `Everyone you invited has answered: ${params.answers}.`,
    'See who is coming',
    params,
  );
}

export function renderEventQuorumReached(params: ReminderMailParams['event_quorum_reached']): RenderedMail {
  return mail(
    `${params.quorum} people are in: ${oneLine(params.title)}`,
    `You asked to be told when ${params.quorum} people are in. They are.`,
    'See who is coming',
    params,
  );
}
