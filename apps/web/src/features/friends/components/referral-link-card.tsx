import { useRef, useState } from 'react';
import { Button, Group, Skeleton, Stack, TextInput } from '@mantine/core';
import { FeedbackAlert, LoadError, type Feedback } from '../../../components/list-states';
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
      {referral.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading your referral link" aria-busy>
          <Skeleton height={36} radius="md" />
          <Skeleton height={36} width="60%" radius="md" />
        </Stack>
      ) : referral.isError ? (
        <LoadError
          message={friendsMessages.referralFailed}
          onRetry={() => void referral.refetch()}
          isRetrying={referral.isFetching}
        />
      ) : (
        <Stack gap="sm">
          <TextInput
            ref={linkInputRef}
            label="Your referral link"
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
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
        </Stack>
      )}
    </SectionCard>
  );
}
