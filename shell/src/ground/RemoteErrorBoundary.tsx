import { Component, type ReactNode } from 'react';

/** Props of {@link RemoteErrorBoundary}. */
export interface RemoteErrorBoundaryProps {
  /** What to show instead of a page that threw. */
  fallback: ReactNode;
  /** Told of the error once it is caught (to report it, and to load the page from elsewhere). */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/** Keeps a remote page that throws while rendering from taking the layout down with it. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] a remote page failed while rendering:', error);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
