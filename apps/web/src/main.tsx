import '@mantine/core/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppErrorBoundary } from './app/app-error-boundary';
import { installGlobalErrorHandlers } from './app/global-error-handlers';
import { preloadPage } from './app/lazy-pages';
import { readToken } from './lib/token-storage';

installGlobalErrorHandlers();
// A preload that fails only loses its head start: the page's own import reports the error.
preloadPage(window.location.pathname, readToken() !== null);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <App />
    </AppErrorBoundary>
  </StrictMode>,
);
