import { Loader, Modal, Stack, Text } from '@mantine/core';
import { HANGTIME } from '../logic/scheduling-messages';

/** What shows while the assisted flow's code arrives (its own chunk): the modal's frame, waiting. */
export function OpeningFlow({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={HANGTIME} size="xl" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack align="center" py="lg" role="status" aria-busy="true">
        <Loader color="grape.7" aria-hidden="true" />
        <Text size="sm">Opening…</Text>
      </Stack>
    </Modal>
  );
}
