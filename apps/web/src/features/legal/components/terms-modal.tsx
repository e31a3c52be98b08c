import { Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { termsQueryOptions } from '../api/get-terms';
import { privacyQueryOptions } from '../api/get-privacy';
import { ModalDocument } from './modal-document';

type TermsModalProps = {
  opened: boolean;
  isSubmitting: boolean;
  onAccept: (termsId: number) => void;
  onDecline: () => void;
};

/**
 * Consent step of registration (spec §2): it cannot be dismissed by Escape or the backdrop,
 * only by a decision. Accepting passes the id of the terms the person actually read.
 */
export function TermsModal({ opened, isSubmitting, onAccept, onDecline }: TermsModalProps) {
  const terms = useQuery({ ...termsQueryOptions(), enabled: opened });
  const privacy = useQuery({ ...privacyQueryOptions(), enabled: opened });
  // The built-in copy (id 0) is readable but cannot be accepted: the server needs a real version.
  const acceptableTermsId =
    terms.data && !terms.data.isFallback && terms.data.document.id > 0 ? terms.data.document.id : null;

  return (
    <Modal
      opened={opened}
      onClose={onDecline}
      closeOnEscape={false}
      closeOnClickOutside={false}
      withCloseButton={false}
      size="lg"
      title="Terms of Use and Privacy Policy"
      centered
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Please read and accept the Terms of Use to create your Hangtime account.
        </Text>
        <Tabs defaultValue="terms" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="terms">Terms of Use</Tabs.Tab>
            <Tabs.Tab value="privacy">Privacy Policy</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="terms" pt="sm">
            <ModalDocument query={terms} loadError="Failed to load terms of use" />
          </Tabs.Panel>
          <Tabs.Panel value="privacy" pt="sm">
            <ModalDocument query={privacy} loadError="Failed to load privacy policy" />
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDecline} disabled={isSubmitting}>
            Decline
          </Button>
          <Button
            onClick={() => acceptableTermsId !== null && onAccept(acceptableTermsId)}
            disabled={acceptableTermsId === null || isSubmitting}
            loading={isSubmitting}
          >
            I Accept the Terms
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
