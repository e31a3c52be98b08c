import { memo, useEffect } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { getScheduleItemEditPath, type ScheduleItemRef, type UpdateScope } from '../logic/schedule-item-path';

export type RecurringUpdatePromptProps = {
  /** The item to edit; null keeps the prompt closed. */
  item: ScheduleItemRef | null;
  onClose: () => void;
};

/**
 * "Update All / Update This Instance / Cancel" for a recurring availability window or working
 * hours, then on to its editor. A one-off item needs no question: it goes straight there.
 * Memoised: the calendar page re-renders for every query that settles.
 */
export const RecurringUpdatePrompt = memo(function RecurringUpdatePrompt({
  item,
  onClose,
}: RecurringUpdatePromptProps) {
  const navigate = useNavigate();
  const isOneOff = item !== null && !item.isRecurring;

  useEffect(() => {
    if (!item || item.isRecurring) return;
    onClose();
    void navigate(getScheduleItemEditPath(item));
  }, [item, navigate, onClose]);

  function choose(scope: UpdateScope) {
    if (!item) return;
    onClose();
    void navigate(getScheduleItemEditPath(item, scope));
  }

  const question =
    item?.kind === 'working-hours'
      ? 'These working hours repeat every week. Change every week, or only this date?'
      : 'This availability window repeats. Change every occurrence, or only this one?';
  return (
    <Modal
      opened={item !== null && !isOneOff}
      onClose={onClose}
      title="Update recurring item"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">{question}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button variant="light" onClick={() => choose('instance')}>
            Update This Instance
          </Button>
          <Button onClick={() => choose('all')}>Update All</Button>
        </Group>
      </Stack>
    </Modal>
  );
});
