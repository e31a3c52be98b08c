// Hangtime Now!'s dialogs (spec §2, §4): loading, then "Event Created Successfully!" or
// "Hangtime Now! Error". Each is its own modal so each opens with the focus on its own buttons.
import { Suspense } from 'react';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import type { EventView } from '@hangtime/core/events/schemas';
import type { NoSuitableTimeFix } from '@hangtime/core/scheduling/schemas';
import { paths } from '../../../lib/paths';
import { AlertIcon } from '../../../components/icons';
import { HANGTIME_NOW, schedulingScreenMessages } from '../logic/scheduling-messages';
import type { HangtimeNowPhase } from '../use-hangtime-now';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

// The success details bring the event's own pieces (when, what, add to calendar) from events:
// their code comes while Hangtime Now! looks for a time, not with the calendar's first screen.
const HangtimeNowSuccess = preloadableLazy(async () => (await import('./hangtime-now-success')).HangtimeNowSuccess);

type HangtimeNowModalsProps = {
  phase: HangtimeNowPhase;
  onClose: () => void;
  onViewEvent: (event: EventView) => void;
};

/** Where the error modal sends a person to fix what stopped Hangtime Now!. */
const fixLinks: Record<NonNullable<NoSuitableTimeFix>, { to: string; label: string }> = {
  availability: { to: paths.availabilityWindows, label: 'Review your availability' },
  friends: { to: paths.friends, label: 'Find friends' },
};

const titleStyles = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } };

export function HangtimeNowModals({ phase, onClose, onViewEvent }: HangtimeNowModalsProps) {
  // On a phone the success modal's details get the whole screen (the project's long-modal pattern).
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  if (phase.kind === 'loading') void HangtimeNowSuccess.preload().catch(() => undefined);
  return (
    <>
      {/* Fixed ids: without them Mantine makes one up for each after mounting and draws it again. */}
      <Modal
        id="hangtime-now-loading"
        opened={phase.kind === 'loading'}
        onClose={() => undefined}
        title={HANGTIME_NOW}
        centered
        withCloseButton={false}
        closeOnEscape={false}
        closeOnClickOutside={false}
        styles={titleStyles}
      >
        {/* The request cannot be taken back once sent, so the wait cannot be dismissed. */}
        <Stack align="center" gap="sm" py="md" role="status" aria-busy="true" aria-live="polite">
          <Loader color="grape.7" aria-hidden="true" />
          <Text fw={600} ta="center">
            {schedulingScreenMessages.finding}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            Checking who is free, what you all like and where to meet.
          </Text>
        </Stack>
      </Modal>
      <Modal
        id="hangtime-now-success"
        opened={phase.kind === 'success'}
        onClose={onClose}
        title={schedulingScreenMessages.successTitle}
        size="lg"
        fullScreen={isPhone}
        returnFocus={false}
        closeButtonProps={{ 'aria-label': 'Close' }}
        styles={titleStyles}
      >
        {phase.kind === 'success' && (
          <Suspense fallback={<Loader color="grape.7" aria-label="Loading the event" />}>
            <HangtimeNowSuccess
              event={phase.event}
              explanation={phase.explanation}
              onClose={onClose}
              onViewEvent={onViewEvent}
            />
          </Suspense>
        )}
      </Modal>
      <Modal
        id="hangtime-now-error"
        opened={phase.kind === 'error'}
        onClose={onClose}
        title={schedulingScreenMessages.errorTitle}
        centered
        returnFocus={false}
        closeButtonProps={{ 'aria-label': 'Close' }}
        styles={titleStyles}
      >
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start" role="alert">
            <AlertIcon color="var(--mantine-color-red-text)" style={{ flexShrink: 0 }} />
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                {phase.kind === 'error' ? phase.message : ''}
              </Text>
              {phase.kind === 'error' && phase.advice && <Text size="sm">{phase.advice.reason}</Text>}
            </Stack>
          </Group>
          <Group justify="flex-end">
            {phase.kind === 'error' && phase.advice?.fix && (
              <Button component={Link} to={fixLinks[phase.advice.fix].to} onClick={onClose} color="grape.7">
                {fixLinks[phase.advice.fix].label}
              </Button>
            )}
            <Button variant="default" onClick={onClose} data-autofocus>
              Close
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
