export { FileUpload } from './FileUpload';
export type { FileUploadProps, FileUploadServices } from './FileUpload';
