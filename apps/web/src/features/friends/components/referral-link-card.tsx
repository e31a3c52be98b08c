import { useRef, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { FeedbackAlert, type Feedback } from '../../../components/list-states';
import { LoadedAddress } from '../../../components/loaded-address';
import { useReferralCodeQuery } from '../api/get-referral-code';
import { copyText } from '../../../lib/copy-text';
import { friendsMessages } from '../logic/friends-messages';
import { buildReferralMessage, buildReferralUrl } from '../logic/referral-message';
import { SectionCard } from './section-card';

type CopyKind = 'link' | 'message';

type ReferralLinkCardProps = { onCopied?: (kind: CopyKind) => void };

/**
 * Your referral link with Copy Link and Copy Message (accounts-and-shell §2, step 3).
 * Standalone: the onboarding's "Connect with Friends" step shows it too.
 */
export function ReferralLinkCard({ onCopied }: ReferralLinkCardProps) {
  const referral = useReferralCodeQuery();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [copying, setCopying] = useState<CopyKind | null>(null);
  const linkInputRef = useRef<HTMLInputElement>(null);
  const url = referral.data ? buildReferralUrl(referral.data.referral_link, window.location.origin) : '';

  async function handleCopy(kind: CopyKind) {
    if (!url || copying) return;
    setCopying(kind);
    setFeedback(null);
    try {
      await copyText(kind === 'link' ? url : buildReferralMessage(url));
      setFeedback({
        tone: 'success',
        text: kind === 'link' ? friendsMessages.linkCopied : friendsMessages.messageCopied,
      });
      onCopied?.(kind);
    } catch {
      setFeedback({ tone: 'error', text: friendsMessages.copyFailed });
      // The link is selected, so it can still be copied by hand.
      linkInputRef.current?.select();
    } finally {
      setCopying(null);
    }
  }

  return (
    <SectionCard
      title="Invite friends"
      description="Whoever signs up with your link becomes your friend, no promo code needed."
    >
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
      <LoadedAddress
        query={referral}
        loadingLabel="Loading your referral link"
        loadFailedMessage={friendsMessages.referralFailed}
        label="Your referral link"
        value={url}
        inputRef={linkInputRef}
      >
        <Group gap="sm">
          <Button onClick={() => void handleCopy('link')} loading={copying === 'link'} disabled={copying !== null}>
            Copy Link
          </Button>
          <Button
            variant="light"
            onClick={() => void handleCopy('message')}
            loading={copying === 'message'}
            disabled={copying !== null}
          >
            Copy Message
          </Button>
        </Group>
      </LoadedAddress>
    </SectionCard>
  );
}
