import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from 'shared-ui';
import { isChunkLoadError, reloadForChunkError } from './chunkReload';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** A change (e.g. the path) clears a caught error, so leaving a broken page recovers. */
  resetKey?: unknown;
  /** Where the error goes (ErrorPage reports too); default: the console. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  error: unknown;
  resetKey: unknown;
}

/**
 * Catches a page or remote area that throws while rendering and shows the generic error page
 * in its place; the layout around it (navigation, account menu) keeps working.
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
    // A page's code chunk is gone (new deployment): reload, at most once a minute.
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    if (this.props.onError) this.props.onError(error, info);
    else console.error('[shell] a page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) return <ErrorPage error={this.state.error} />;
    return this.props.children;
  }
}
