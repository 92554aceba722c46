export { MarkdownImageDialog, type MarkdownImageDialogProps } from './MarkdownImageDialog';
export { isHttpUrl, isImageFile, markdownImage } from './markdownImage';
export { uploadWarning } from './uploadError';
