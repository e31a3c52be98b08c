import { UnstyledButton } from '@mantine/core';
import { revealToAssistiveTech } from '../../../components/reveal-to-assistive-tech';

type ScheduleBlockLabelProps = { title: string; kind: 'availability-window' | 'working-hours'; onOpen: () => void };

/** The name on an availability or working-hours block; a button, so the keyboard reaches it too. */
export function ScheduleBlockLabel({ title, kind, onOpen }: ScheduleBlockLabelProps) {
  const what = kind === 'working-hours' ? 'working hours' : 'availability window';
  return (
    <UnstyledButton
      ref={revealToAssistiveTech}
      className="hangtime-block-label"
      aria-label={`Edit ${what}: ${title}`}
      onClick={onOpen}
    >
      {title}
    </UnstyledButton>
  );
}
