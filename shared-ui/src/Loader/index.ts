export { LoadingBars, loadingBarCount, LOADING_STEP_MS, DEFAULT_LOADING_BARS, MAX_LOADING_BARS } from './LoadingBars';
export type { LoadingBarsProps } from './LoadingBars';
export { PageLoader, pageLoaderRun, PAGE_LOADER_DELAY_MS, PAGE_LOADER_RUN_MS } from './PageLoader';
export type { PageLoaderProps } from './PageLoader';
export { LoadState, LoadFailure } from './LoadState';
export type { LoadStateProps, LoadFailureProps, LoadRetry } from './LoadState';
