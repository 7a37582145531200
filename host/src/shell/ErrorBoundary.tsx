import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from 'shared-ui';
import { canReloadForChunkError, isChunkLoadError, reloadForChunkError } from './chunkReload';
import { PageLoading } from './PageLoading';

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
  /** A chunk failed to load and the page is reloading: show the loader, not the error page. */
  reloading: boolean;
}

/**
 * Catches a page or remote area that throws while rendering (or whose code fails to load) and
 * shows the generic error page in its place; the layout around it (navigation, account menu)
 * keeps working. The one place that handles chunk-load failures (spec platform §8): the page
 * reloads, at most once a minute; a second failure within the minute shows the error page.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render error'), reloading: isChunkLoadError(error) && canReloadForChunkError() };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey, reloading: false };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A page's code chunk is gone (new deployment): reload, at most once a minute.
    if (isChunkLoadError(error) && reloadForChunkError(Date.now(), undefined, this.props.reload)) return;
    if (this.props.onError) this.props.onError(error, info);
    else console.error('[shell] a page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.reloading) return <PageLoading />;
    if (this.state.error) return <ErrorPage error={this.state.error} />;
    return this.props.children;
  }
}
