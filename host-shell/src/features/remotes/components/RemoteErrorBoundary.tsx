import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RetryCard } from './RetryCard';

interface Props {
  remoteName: string;
  /** Called by the card's Retry; the parent re-mounts the boundary with a new key. */
  onRetry(error: unknown): void;
  onDismiss?: () => void;
  quiet?: boolean;
  /** A quiet boundary shows this instead of nothing. */
  fallback?: ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** A React error boundary around every remote mount (ARCHITECTURE.md "Failure isolation"). */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[host] remote ${this.props.remoteName} threw`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      if (this.props.quiet) return this.props.fallback ?? null;
      return (
        <RetryCard
          remoteName={this.props.remoteName}
          onRetry={() => this.props.onRetry(this.state.error)}
          onDismiss={this.props.onDismiss}
          error={this.state.error}
        />
      );
    }
    return this.props.children;
  }
}
