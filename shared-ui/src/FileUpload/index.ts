export { FileUpload } from './FileUpload';
export type { FileUploadProps } from './FileUpload';
export type { FileUploadServices } from './services';
