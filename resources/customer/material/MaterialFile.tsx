import { PaperClipOutlined } from '@ant-design/icons';
import { Image, Typography } from 'antd';
import type { Material } from '../../../providers/customer-material-api';

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|bmp|webp)$/i;
export const PREVIEW_SIZE = 64;

/** Whether a stored file is shown as an image (by its path's or name's extension). */
export const isImageMaterial = (row: Pick<Material, 'filePath' | 'fileName'>): boolean =>
  IMAGE_EXTENSION.test(row.filePath) || IMAGE_EXTENSION.test(row.fileName);

/** A material's file: an image with antd's preview, any other file as a link opening it. */
export function MaterialFile({ row, url }: { row: Material; url: string }) {
  if (isImageMaterial(row)) {
    return (
      <Image
        src={url}
        alt={row.fileName}
        width={PREVIEW_SIZE}
        height={PREVIEW_SIZE}
        style={{ objectFit: 'cover' }}
      />
    );
  }
  return (
    <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
      <PaperClipOutlined /> {row.fileName}
    </Typography.Link>
  );
}
