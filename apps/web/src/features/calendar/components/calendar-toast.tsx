import { useEffect } from 'react';
import { Notification, Portal } from '@mantine/core';
import { CheckCircleIcon } from '../../../components/icons';

/** How long a confirmation stays up; the person can close it sooner. */
const SHOW_MS = 5000;

/** Bottom centre, above the page; inline, as the Upcoming view may show it before the grid's CSS loads. */
const placement = {
  position: 'fixed',
  bottom: 16,
  left: '50%',
  zIndex: 150,
  width: 'min(360px, calc(100vw - 32px))',
  transform: 'translateX(-50%)',
} as const;

type CalendarToastProps = { message: string | null; onClose: () => void };

/**
 * A confirmation at the bottom of the screen after an event is added, changed or removed, announced
 * politely to screen readers. The app mounts no notifications provider, so the calendar keeps its own.
 */
export function CalendarToast({ message, onClose }: CalendarToastProps) {
  useEffect(() => {
    if (!message) return undefined;
    const timer = window.setTimeout(onClose, SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [message, onClose]);

  return (
    <Portal>
      <div role="status" aria-live="polite" style={placement}>
        {message && (
          <Notification
            color="green"
            icon={<CheckCircleIcon size={18} />}
            withBorder
            onClose={onClose}
            closeButtonProps={{ 'aria-label': 'Close' }}
          >
            {message}
          </Notification>
        )}
      </div>
    </Portal>
  );
}
