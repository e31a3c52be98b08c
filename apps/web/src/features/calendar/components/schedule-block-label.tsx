import { revealToAssistiveTech } from '../../../components/reveal-to-assistive-tech';

type ScheduleBlockLabelProps = { title: string; kind: 'availability-window' | 'working-hours'; onOpen: () => void };

/**
 * The name on an availability or working-hours block; a button, so the keyboard reaches it too.
 * A plain one (calendar-theme.css resets it as Mantine's UnstyledButton does): a week draws one
 * per block, each a Mantine component to mount again on every move of the grid.
 */
export function ScheduleBlockLabel({ title, kind, onOpen }: ScheduleBlockLabelProps) {
  const what = kind === 'working-hours' ? 'working hours' : 'availability window';
  return (
    <button
      ref={revealToAssistiveTech}
      type="button"
      className="mantine-focus-auto hangtime-plain-button hangtime-block-label"
      aria-label={`Edit ${what}: ${title}`}
      onClick={onOpen}
    >
      {title}
    </button>
  );
}
