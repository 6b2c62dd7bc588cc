import { Component, type ReactNode } from 'react';

/** Props of {@link RemoteErrorBoundary}. */
export interface RemoteErrorBoundaryProps {
  /** What to show instead of a page that threw. */
  fallback: ReactNode;
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
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
