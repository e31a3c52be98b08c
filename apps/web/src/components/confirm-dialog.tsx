import { Button, Group, Modal, Stack, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  opened: boolean;
  /** The question, e.g. "Remove Alex Kim from your friends?"; it names the dialog. */
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  confirmColor?: MantineColor;
  isConfirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * Whether focus goes back to the button that opened the dialog when it closes. Pass false
   * when the action removed that button, and move the focus somewhere sensible yourself.
   */
  returnFocus?: boolean;
};

/**
 * A yes/no question before a destructive action. Cancel has the focus first, so Enter on
 * opening does not destroy anything; while the action runs the dialog cannot be dismissed.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, children, confirmLabel, cancelLabel = 'Cancel', confirmColor = 'red' } = props;
  const { isConfirming, onConfirm, onCancel, returnFocus = true } = props;
  const dismiss = () => {
    if (!isConfirming) onCancel();
  };

  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title={title}
      centered
      returnFocus={returnFocus}
      closeOnEscape={!isConfirming}
      closeOnClickOutside={!isConfirming}
      closeButtonProps={{ 'aria-label': 'Close', disabled: isConfirming }}
    >
      <Stack gap="md">
        {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={dismiss} disabled={isConfirming} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={isConfirming}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
