import type { ComponentType } from 'react';

/**
 * The terms-of-use modal comes from the legal feature; the app's route wiring passes it in,
 * so registration never imports another feature's internals.
 */
export type TermsModalComponent = ComponentType<{
  opened: boolean;
  isSubmitting: boolean;
  onAccept: (termsId: number) => void;
  onDecline: () => void;
}>;
