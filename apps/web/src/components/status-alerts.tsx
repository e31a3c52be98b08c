import { Alert, type AlertProps } from '@mantine/core';
import { AlertIcon, CheckCircleIcon } from './icons';

type MessageAlertProps = Omit<AlertProps, 'color' | 'icon'> & { children: React.ReactNode };

/** Red panel for a failed action; announced to screen readers. */
export function ErrorAlert({ children, ...props }: MessageAlertProps) {
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" {...props}>
      {children}
    </Alert>
  );
}

/** Green panel for a completed action. */
export function SuccessAlert({ children, ...props }: MessageAlertProps) {
  return (
    <Alert color="green" variant="light" icon={<CheckCircleIcon />} role="status" {...props}>
      {children}
    </Alert>
  );
}
