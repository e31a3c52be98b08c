import { useEffect, useState } from 'react';

const MODAL_SELECTOR = '[aria-modal="true"]';

/**
 * Whether a modal dialog is on screen (Mantine marks its modals and drawers aria-modal). Watched
 * on the document, since the dialogs are portalled there by screens that know nothing of us.
 */
export function useModalOpen(): boolean {
  const [isOpen, setOpen] = useState(() => document.querySelector(MODAL_SELECTOR) !== null);
  useEffect(() => {
    const update = () => setOpen(document.querySelector(MODAL_SELECTOR) !== null);
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-modal'],
    });
    update();
    return () => observer.disconnect();
  }, []);
  return isOpen;
}
