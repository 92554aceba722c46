export { ImageUpload, type ImageUploadProps } from './ImageUpload';
