import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkErrorPage, isChunkLoadError } from 'shared-ui';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** A change (e.g. the path) clears a caught error, so leaving a broken page recovers. */
  resetKey?: unknown;
  /** Where the error goes (ErrorPage reports too); default: the console. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Reloads the page after a chunk-load failure; default: location.reload (tests pass their own). */
  reload?: () => void;
}

interface State {
  error: unknown;
  resetKey: unknown;
}

/**
 * Catches a page or remote area that throws while rendering (or whose code fails to load) and
 * shows the generic error page in its place; the layout around it (navigation, account menu)
 * keeps working. Code that failed to load (spec platform §8) reloads the page instead, at most
 * once a minute (shared-ui's ChunkErrorPage; remote areas' own boundaries use it too).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A chunk that failed to load reloads the page; if it cannot, the error page reports it.
    if (isChunkLoadError(error)) return;
    if (this.props.onError) this.props.onError(error, info);
    else console.error('[shell] a page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) return <ChunkErrorPage error={this.state.error} reload={this.props.reload} />;
    return this.props.children;
  }
}
