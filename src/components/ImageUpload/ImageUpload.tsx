/** Image upload (spec 2.10, 5.4): the upload widget in image mode (preview, reorder, images only). */
import { FileUpload, type FileUploadProps } from '../FileUpload';

export type ImageUploadProps = Omit<FileUploadProps, 'mode'>;

export function ImageUpload(props: ImageUploadProps) {
  return <FileUpload {...props} mode="image" />;
}
