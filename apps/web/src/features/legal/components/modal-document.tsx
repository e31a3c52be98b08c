import { Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/status-alerts';
import type { LoadedDocument } from '../api/with-network-fallback';
import { DocumentMeta } from './document-meta';
import { LegalSections } from './legal-sections';

type ModalDocumentProps = {
  query: UseQueryResult<LoadedDocument>;
  loadError: string;
};

/** One tab of the terms modal: the document in a box at most 60% of the screen tall. */
export function ModalDocument({ query, loadError }: ModalDocumentProps) {
  if (query.isPending) {
    return (
      <Center h={160} role="status" aria-label="Loading document">
        <Loader size="sm" />
      </Center>
    );
  }
  const tryAgain = (
    <Button size="xs" mt="xs" onClick={() => void query.refetch()} loading={query.isRefetching}>
      Try Again
    </Button>
  );
  if (query.isError) return <ErrorAlert title={loadError}>{tryAgain}</ErrorAlert>;
  const { document, isFallback } = query.data;
  return (
    <Box
      // Scrollable regions must be reachable by keyboard to be read.
      tabIndex={0}
      aria-label={document.title}
      role="region"
      style={{ maxHeight: '60vh', overflowY: 'auto' }}
      pr="xs"
    >
      <Stack gap="sm">
        <Text fw={700}>{document.title}</Text>
        <DocumentMeta document={document} />
        {isFallback && (
          <ErrorAlert>
            We couldn't reach Hangtime, so this is the copy saved in the app. Please try again when you're back online
            to accept the current terms.
            <Box>{tryAgain}</Box>
          </ErrorAlert>
        )}
        <LegalSections content={document.content} headingOrder={3} />
      </Stack>
    </Box>
  );
}
