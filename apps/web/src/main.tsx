import './app/zod-without-eval';
import './app/first-page-styles';
import './app/app.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppErrorBoundary } from './app/app-error-boundary';
import { installGlobalErrorHandlers } from './app/global-error-handlers';
import { loadAllStyles, preloadPage } from './app/lazy-pages';
import { prefetchFirstScreenData } from './app/prefetch-first-screen';
import { registerServiceWorkerWhenIdle } from './app/service-worker-registration';
import { paths } from './lib/paths';
import { createQueryClient } from './lib/query-client';
import { meQueryOptions } from './lib/session/get-me';
import { readToken } from './lib/token-storage';

installGlobalErrorHandlers();
registerServiceWorkerWhenIdle();
const token = readToken();
const queryClient = createQueryClient();
// The session check starts now, beside the page's chunks and styles, rather than once React has
// rendered the providers: every signed-in page waits for it, a round trip later on a phone.
if (token !== null) void queryClient.prefetchQuery(meQueryOptions(token));
const firstScreenLoaded = preloadPage(window.location.pathname, token !== null);
// The opened page's reads (prefetch-first-screen.ts), once the session and the code are in; the
// first render waits for their answers (for a while), so it draws the page with its data instead of
// drawing it again for each.
const firstScreenData =
  token === null ? Promise.resolve() : prefetchFirstScreenData(window.location, queryClient, token, firstScreenLoaded);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

function render(root: HTMLElement) {
  const reactRoot = createRoot(root);
  // In a transition, React draws the first screen (the bar and the whole page, in one go now that
  // their code is in) in slices and lets the phone answer between them, not in one long task.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppErrorBoundary>
          <App queryClient={queryClient} />
        </AppErrorBoundary>
      </StrictMode>,
    ),
  );
}

// Only the landing page renders at once, with the first page's styles alone. Any other page (and
// the landing page with a session, which sends people on to the calendar) first has all of them,
// so nothing in the bar or a reminder shows unstyled, the code of its first screen, so none of it
// suspends (lazy-pages.ts), and the calendar its data. None failing stops the render.
const needsAllStyles = window.location.pathname !== paths.home || token !== null;
if (needsAllStyles) {
  const stylesLoaded = loadAllStyles().catch(() => undefined);
  // The first call into Intl loads its zone data (tens of ms on a phone): made as soon as the date
  // helpers are in, while the other chunks download, it is not part of the first render.
  void import('./lib/datetime').then(
    ({ getBrowserTimeZone }) => getBrowserTimeZone(),
    () => undefined,
  );
  void Promise.all([stylesLoaded, firstScreenLoaded, firstScreenData]).then(() => render(container));
} else {
  render(container);
}
