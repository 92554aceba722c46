import { UploadOutlined } from '@ant-design/icons';
import { Button, Image, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { uploadFile, type UploadedFile } from '../../../providers/upload-api';
import { IMAGE_ONLY } from '../../lib/messages';
import { isImageFile } from './markdownImage';
import { uploadWarning } from './uploadError';
import { useAppFeedback } from '../feedback/useAppFeedback';

interface LocalImageUploadProps {
  /** The uploaded image, or undefined while there is none (or it is still uploading). */
  onUploaded: (image: UploadedFile | undefined) => void;
}

/** 本地上传 tab: one image, uploaded through the upload call as soon as it is picked. */
export function LocalImageUpload({ onUploaded }: LocalImageUploadProps) {
  const { message } = useAppFeedback();
  const [fileList, setFileList] = useState<UploadFile<UploadedFile>[]>([]);
  // Shown once uploaded: the server's copy, not a local thumbnail.
  const [image, setImage] = useState<UploadedFile>();
  const uploads = useRef(new Set<AbortController>());

  // Closing the dialog cancels an upload still on its way.
  useEffect(() => {
    const pending = uploads.current;
    return () => pending.forEach((controller) => controller.abort());
  }, []);

  return (
    <>
      <Upload<UploadedFile>
        accept="image/*"
        listType="text"
        maxCount={1}
        fileList={fileList}
        beforeUpload={(file) => {
          if (isImageFile(file)) return true;
          void message.warning(IMAGE_ONLY);
          return Upload.LIST_IGNORE;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          const controller = new AbortController();
          uploads.current.add(controller);
          uploadFile(file as File, { signal: controller.signal })
            .then((uploaded) => onSuccess?.(uploaded))
            .catch((error: unknown) => {
              const warning = uploadWarning(error);
              if (warning) void message.warning(warning);
              onError?.(error instanceof Error ? error : new Error(String(error)));
            })
            .finally(() => uploads.current.delete(controller));
        }}
        onChange={({ file, fileList: next }) => {
          setFileList(next);
          const done = file.status === 'done' ? file.response : undefined;
          setImage(done);
          onUploaded(done);
        }}
      >
        <Button icon={<UploadOutlined />}>选择图片</Button>
      </Upload>
      {image ? (
        <Image src={image.url} alt={image.name} height={96} style={{ marginTop: 8 }} />
      ) : null}
    </>
  );
}
