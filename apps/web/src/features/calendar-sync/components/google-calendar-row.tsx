import { Button, Text } from '@mantine/core';
import type { GoogleCalendar } from '@hangtime/core/calendar-link/schemas';
import { ListRow } from '../../../components/list-states';
import { describeTimeSince } from '../logic/relative-time';

type GoogleCalendarRowProps = {
  calendar: GoogleCalendar;
  now: Date;
  timeZone: string | undefined;
  /** False while Google refuses the grant: only Disconnect is offered. */
  canSync: boolean;
  isSyncing: boolean;
  isBusy: boolean;
  onSync: (calendar: GoogleCalendar) => void;
  onDisconnect: (calendar: GoogleCalendar) => void;
};

/** A linked calendar: its name, when it was last synced and why that failed, Sync and Disconnect. */
export function GoogleCalendarRow(props: GoogleCalendarRowProps) {
  const { calendar, now, timeZone, canSync, isSyncing, isBusy, onSync, onDisconnect } = props;
  const name = calendar.calendar_name;
  const lastSync = calendar.last_synced_at
    ? `Synced ${describeTimeSince(calendar.last_synced_at, now, timeZone)}`
    : 'Never synced';

  return (
    <ListRow
      actions={
        calendar.selected ? (
          <>
            {canSync && (
              <Button
                size="sm"
                variant="default"
                onClick={() => onSync(calendar)}
                loading={isSyncing}
                disabled={isBusy && !isSyncing}
                aria-label={`Sync ${name}`}
              >
                Sync
              </Button>
            )}
            <Button
              size="sm"
              variant="subtle"
              color="red"
              onClick={() => onDisconnect(calendar)}
              disabled={isBusy}
              aria-label={`Disconnect ${name}`}
            >
              Disconnect
            </Button>
          </>
        ) : (
          // A calendar that is not the person's own (holidays, a shared one) counts only when asked:
          // syncing it once makes it count from then on.
          canSync && (
            <Button
              size="sm"
              variant="default"
              onClick={() => onSync(calendar)}
              loading={isSyncing}
              disabled={isBusy && !isSyncing}
              aria-label={`Use ${name} for busy times`}
            >
              Use for busy times
            </Button>
          )
        )
      }
    >
      <Text fw={500}>{name}</Text>
      {calendar.selected ? (
        <Text size="sm" c="dimmed">
          {lastSync}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Not used for busy times
        </Text>
      )}
      {calendar.last_error && (
        <Text size="sm" c="red">
          {calendar.last_error}
        </Text>
      )}
    </ListRow>
  );
}
