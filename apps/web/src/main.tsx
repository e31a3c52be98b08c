import '@mantine/core/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppErrorBoundary } from './app/app-error-boundary';
import { installGlobalErrorHandlers } from './app/global-error-handlers';

installGlobalErrorHandlers();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <App />
    </AppErrorBoundary>
  </StrictMode>,
);
