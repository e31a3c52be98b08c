// Plans one period of a regular (behaviour.md "Regular hangouts (issue 26)"): the group's hangout
// offered to the organizer as a suggestion, or a bell row saying there is no common time; either
// way the period's ledger row is written in the same transaction, so each period is planned once
// however many runs or instances try, and the next period is up next.
import { HISTORY_PERIODS, whomToSpare } from '@hangtime/core/regulars/fair-turns';
import { followingPeriodStart, periodSpan } from '@hangtime/core/regulars/periods';
import { cadenceLabels } from '@hangtime/core/regulars/schemas';
import { inTransaction, type Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { formatWhen } from '../../lib/format-when';
import type { EventsService } from '../events';
import type { NotificationsService } from '../notifications';
import type { SchedulingService, Suggestions } from '../scheduling';
import { explainOffer, joinNames, periodLabel } from './explanation';
import type { createRegularsRepository, RegularRow } from './repository';

export type PlanOutcome = 'offered' | 'no_time' | 'taken' | 'skipped';

/** A run that lost the race for the period's row: its suggestion is rolled back. */
class AlreadyPlanned extends Error {}

export type PeriodPlannerUses = {
  clock: Clock;
  db: Executor;
  repositoryOn: typeof createRegularsRepository;
  events: EventsService;
  scheduling: Pick<SchedulingService, 'planGroup'>;
  suggestions: Pick<Suggestions, 'offer'>;
  notifications: NotificationsService;
};

export function createPeriodPlanner(uses: PeriodPlannerUses) {
  const { clock } = uses;
  const repository = uses.repositoryOn(uses.db);
  const youOr = (organizerId: string, names: Map<string, string>) => (id: string) =>
    id === organizerId ? 'you' : (names.get(id) ?? '');

  /** The period's row, the next period up, and the organizer's bell row when there is no time. */
  async function tellNoTime(regular: RegularRow, title: string, names: string[], zone: string): Promise<PlanOutcome> {
    const start = regular.next_period_start;
    const label = periodLabel(start, regular.cadence);
    const next = followingPeriodStart(start, regular.cadence);
    return inTransaction(uses.db, async (tx) => {
      const onTx = uses.repositoryOn(tx);
      const claimed = await onTx.claimPeriod({
        regular_id: regular.id,
        period_start: start,
        event_id: null,
        furthest_ids: [],
        least_convenient_ids: [],
        explanation: '',
        planned_at: clock.now(),
      });
      if (!claimed) return 'taken';
      await onTx.advance(regular.id, start, next);
      const withWhom =
        names.length > 0
          ? `You and ${joinNames(names)} have`
          : 'Nobody from this group is your friend now, so there is';
      await uses.notifications.within(tx).createNotification({
        userId: regular.organizer_id,
        type: 'regular_no_time',
        title: `No time for ${title} in ${label}`,
        message: `${withWhom} no free time together in ${label}. Hangtime will plan the next one, for ${periodLabel(next, regular.cadence)}.`,
        data: { event_id: regular.event_id, period_start: start, timezone: zone },
        createdAt: clock.now(),
      });
      return 'no_time';
    });
  }

  /** Plans the regular's next period now (whether it is due is the caller's question). */
  async function plan(regular: RegularRow): Promise<PlanOutcome> {
    const zone = await repository.findTimezone(regular.organizer_id);
    if (!zone) return 'skipped';
    const start = regular.next_period_start;
    const span = periodSpan(start, regular.cadence, zone);
    if (span.end <= clock.now().getTime()) {
      // A period that passed unplanned (the server was down): not planned late, the next one is up.
      await repository.advance(regular.id, start, followingPeriodStart(start, regular.cadence));
      return 'skipped';
    }
    const hangout = await uses.events.getEvent(regular.organizer_id, regular.event_id);
    const members = await repository.listFriendsAmong(regular.organizer_id, regular.member_ids);
    const people = [regular.organizer_id, ...members.map((member) => member.id)];
    const spare = whomToSpare(await repository.listBurdens(regular.id, HISTORY_PERIODS), people);
    const planned =
      members.length === 0
        ? null
        : await uses.scheduling.planGroup({
            organizerId: regular.organizer_id,
            memberIds: members.map((member) => member.id),
            period: span,
            hangout,
            spare,
          });
    if (!planned)
      return tellNoTime(
        regular,
        hangout.title,
        members.map((member) => member.first_name),
        zone,
      );

    const nameOf = youOr(regular.organizer_id, planned.names);
    const invitees = members.filter((member) => planned.inviteeIds.includes(member.id)).map((m) => m.first_name);
    const explanation = explainOffer({
      cadence: regular.cadence,
      periodStart: start,
      invitees,
      notFree: members.filter((member) => !planned.inviteeIds.includes(member.id)).map((m) => m.first_name),
      time: { spared: spare.time.ids.map(nameOf), lastTime: spare.time.lastTime, leaned: planned.leaned.time },
      travel:
        planned.leaned.travel === null
          ? null
          : { spared: spare.travel.ids.map(nameOf), lastTime: spare.travel.lastTime, leaned: planned.leaned.travel },
    });
    const when = formatWhen(new Date(planned.input.start_time), false, planned.timezone);
    const message = `Your regular hangout with ${joinNames(invitees)}, ${cadenceLabels[regular.cadence]}: ${when}. Open it to send the invitations, or reject it.`;
    try {
      await uses.suggestions.offer(regular.organizer_id, planned, message, async (executor, eventId) => {
        const onTx = uses.repositoryOn(executor);
        const claimed = await onTx.claimPeriod({
          regular_id: regular.id,
          period_start: start,
          event_id: eventId,
          furthest_ids: planned.furthest,
          least_convenient_ids: planned.leastConvenient,
          explanation,
          planned_at: clock.now(),
        });
        if (!claimed) throw new AlreadyPlanned();
        await onTx.advance(regular.id, start, followingPeriodStart(start, regular.cadence));
      });
    } catch (error) {
      if (error instanceof AlreadyPlanned) return 'taken';
      throw error;
    }
    return 'offered';
  }

  return { plan };
}

export type PeriodPlanner = ReturnType<typeof createPeriodPlanner>;
