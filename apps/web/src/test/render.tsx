// Renders a screen the way the app does: theme, query cache, session and a memory router.
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, useLocation, type InitialEntry, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { cssVariablesResolver, theme } from '../app/theme';
import { SessionProvider } from '../lib/session';

type RenderOptions = {
  /** The route pattern the screen is mounted at, e.g. "/login/referral/:referralCode". */
  path?: string;
  initialEntries?: InitialEntry[];
  /** Extra routes, e.g. to render a screen the test navigates to. */
  routes?: RouteObject[];
  /** Mounts the screen as a layout that stays while the test navigates (a navigation bar). */
  asLayout?: boolean;
  /** Replaces the full page load that follows a logout. */
  onSignedOut?: () => void;
  /** A cache the test filled before rendering, as main.tsx starts the session check early. */
  queryClient?: QueryClient;
};

/** Shows where the app navigated to, with the router state, for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location">
      {location.pathname}
      <span data-testid="location-state">{JSON.stringify(location.state ?? null)}</span>
    </div>
  );
}

export function renderWithApp(ui: ReactNode, options: RenderOptions = {}) {
  const { path = '/', initialEntries = [path], routes = [], asLayout = false } = options;
  const { onSignedOut = () => undefined } = options;
  const queryClient =
    options.queryClient ??
    new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
  const probe: RouteObject = { path: '*', element: <LocationProbe /> };
  const tree: RouteObject[] = asLayout
    ? [
        {
          element: (
            <>
              {ui}
              <Outlet />
            </>
          ),
          children: [...routes, probe],
        },
      ]
    : [{ path, element: ui }, ...routes, probe];
  const router = createMemoryRouter(tree, { initialEntries });
  const result = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>
        <SessionProvider onSignedOut={onSignedOut}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}
