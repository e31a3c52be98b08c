import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';
import { routes } from './routes';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
