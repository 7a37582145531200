export { SubmitBlock, SUBMITTED_DATE_FORMAT } from './SubmitBlock';
export type { SubmitBlockProps, SubmitState } from './SubmitBlock';
