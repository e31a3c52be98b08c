import { Alert, Button, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/page-loader';
import { RouterButton } from '../../../components/router-links';
import { ErrorAlert } from '../../../components/status-alerts';
import { paths } from '../../../lib/paths';
import { privacyQueryOptions } from '../api/get-privacy';
import { termsQueryOptions } from '../api/get-terms';
import { DocumentMeta } from './document-meta';
import { LegalSections } from './legal-sections';

const documents = {
  terms: { queryOptions: termsQueryOptions, loadError: 'Failed to load terms of use' },
  privacy: { queryOptions: privacyQueryOptions, loadError: 'Failed to load privacy policy' },
} as const;

/** The full-page view of the terms of use or the privacy policy. */
export function LegalDocumentPage({ kind }: { kind: keyof typeof documents }) {
  const { queryOptions, loadError } = documents[kind];
  const { data, isPending, isError, refetch, isRefetching } = useQuery(queryOptions());

  if (isPending) return <PageLoader label="Loading document" />;
  if (isError) {
    return (
      <Container size="sm" py="xl">
        <ErrorAlert title={loadError}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Please try again later.</Text>
            <Group gap="sm">
              <Button size="xs" onClick={() => void refetch()} loading={isRefetching}>
                Try Again
              </Button>
              <RouterButton to={paths.home} size="xs" variant="default">
                Back to Hangtime
              </RouterButton>
            </Group>
          </Stack>
        </ErrorAlert>
      </Container>
    );
  }

  const { document, isFallback } = data;
  return (
    <Container size="md" py="xl" px="md">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <RouterButton to={paths.home} variant="subtle" size="compact-sm" w="fit-content">
            ← Back to Hangtime
          </RouterButton>
          <Title order={1}>{document.title}</Title>
          <DocumentMeta document={document} />
          {isFallback && (
            <Alert color="yellow" variant="light">
              We couldn't reach Hangtime, so this is the copy saved in the app.
            </Alert>
          )}
          <Divider />
          <LegalSections content={document.content} />
          <Divider />
          <Group justify="center">
            <RouterButton to={paths.home}>Return to Hangtime</RouterButton>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
