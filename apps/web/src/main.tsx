import './app/first-page-styles';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppErrorBoundary } from './app/app-error-boundary';
import { installGlobalErrorHandlers } from './app/global-error-handlers';
import { loadAllStyles, preloadPage } from './app/lazy-pages';
import { paths } from './lib/paths';
import { readToken } from './lib/token-storage';

installGlobalErrorHandlers();
// A preload that fails only loses its head start: the page's own import reports the error.
preloadPage(window.location.pathname, readToken() !== null);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <AppErrorBoundary>
        <App />
      </AppErrorBoundary>
    </StrictMode>,
  );
}

// Only the landing page renders with the first page's styles alone; any other page (and the
// landing page with a session, which sends people on to the calendar) first has all of them, so
// nothing in the bar or a reminder shows unstyled. Without them the page still renders.
const needsAllStyles = window.location.pathname !== paths.home || readToken() !== null;
if (needsAllStyles) void loadAllStyles().then(() => render(container), () => render(container));
else render(container);
