import { useState } from 'react';
import { Button, Center, Code, Collapse, Paper, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/** Shown instead of a screen that crashed (spec §2 "Other"). */
export function ErrorScreen({ error }: { error: unknown }) {
  const [showDetails, setShowDetails] = useState(false);
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={560} w="100%">
        <Stack gap="md" align="center" ta="center">
          <Title order={1} size="h2">
            Something went wrong
          </Title>
          <Text c="dimmed">Please try refreshing the page.</Text>
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
          <Button
            variant="subtle"
            size="compact-sm"
            color="gray"
            onClick={() => setShowDetails((shown) => !shown)}
            aria-expanded={showDetails}
            aria-controls="error-details"
          >
            {showDetails ? 'Hide error details' : 'Show error details'}
          </Button>
          <Collapse expanded={showDetails} id="error-details" w="100%">
            <Code block ta="left" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {describe(error)}
            </Code>
          </Collapse>
        </Stack>
      </Paper>
    </Center>
  );
}

/** The router's errorElement: the error that a route threw while rendering. */
export function RouteErrorScreen() {
  const error = useRouteError();
  return <ErrorScreen error={error} />;
}
