import { Alert, Box } from '@mantine/core';
import { AlertIcon } from '../components/icons';
import { useSession } from '../lib/session';

/** Fixed top-right notice when the signed-in user could not be loaded (not for a 401). */
export function AuthErrorAlert() {
  const { authError, dismissAuthError } = useSession();
  if (!authError) return null;
  return (
    <Box pos="fixed" top={16} right={16} maw="calc(100vw - 32px)" w={380} style={{ zIndex: 1000 }}>
      <Alert
        color="red"
        variant="filled"
        title="Authentication Error:"
        icon={<AlertIcon />}
        withCloseButton
        closeButtonLabel="Dismiss"
        onClose={dismissAuthError}
        role="alert"
      >
        {authError}
      </Alert>
    </Box>
  );
}
