import { useState } from 'react';

/**
 * The "are you sure?" step before a destructive action on one item of a list: which item, whether
 * the ConfirmDialog is open, and whether the focus may go back to the button that opened it.
 */
export function useConfirmation<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [isDone, setDone] = useState(false);
  const close = () => setOpen(false);

  return {
    /** The item asked about; it stays set while the dialog closes, so its title does not change. */
    target,
    ask(item: T) {
      setDone(false);
      setTarget(item);
      setOpen(true);
    },
    /** The action went through: the item's buttons are gone, so the focus must be moved by the caller. */
    finish() {
      setDone(true);
      setOpen(false);
    },
    close,
    /** The ConfirmDialog props this state decides. */
    dialogProps: { opened: isOpen, onCancel: close, returnFocus: !isDone },
  };
}
