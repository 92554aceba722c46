export { FileUpload, type FileUploadProps } from './FileUpload';
export { FileUploadDialog, type FileUploadDialogProps } from './FileUploadDialog';
export type { UploadMode } from './UploadField';
