import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ErrorScreen } from './error-screen';
import { cssVariablesResolver, theme } from './theme';

type AppErrorBoundaryProps = { children: ReactNode };
type AppErrorBoundaryState = { error: unknown; hasError: boolean };

/**
 * The last line for crashes the router's error element cannot see: a provider, or the router
 * itself. The error screen brings its own theme, because the app's providers may be what broke.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The app crashed outside the router', error, info.componentStack);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <ErrorScreen error={this.state.error} />
      </MantineProvider>
    );
  }
}
