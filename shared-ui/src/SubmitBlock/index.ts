export { SubmitBlock } from './SubmitBlock';
export type { SubmitBlockProps, SubmitState } from './SubmitBlock';
