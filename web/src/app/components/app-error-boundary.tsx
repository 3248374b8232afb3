import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen.tsx';

/** The last line of defence, around the router (the routes have their own errorElement). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render() {
    if (this.state.error !== undefined) return <ErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
