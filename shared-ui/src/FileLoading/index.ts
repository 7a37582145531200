export { FileLoadingModal, stageProgress } from './FileLoadingModal';
export type { FileLoadingModalProps } from './FileLoadingModal';
