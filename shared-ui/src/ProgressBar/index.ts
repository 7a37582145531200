export { ProgressBar, assertPercentage } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';
