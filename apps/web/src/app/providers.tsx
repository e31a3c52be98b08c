import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { colorSchemeManager } from '../lib/color-scheme';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';
import { LiveUpdates } from './live-updates/live-updates';
import { cssVariablesResolver, theme } from './theme';

type ProvidersProps = { children: ReactNode; queryClient?: QueryClient };

/** Everything every screen relies on: theme, server-state cache, session. */
export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      <QueryClientProvider client={client}>
        <SessionProvider>
          <LiveUpdates />
          {children}
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
