/**
 * The upload widget without its 'more' dialog (that is FileUpload): file or image mode, value =
 * comma-separated stored paths (spec 3, 4 upload cell, 5.4, 8.3).
 */
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useCallback } from 'react';
import {
  fileUrl,
  uploadFile,
  type UploadApi,
  type UploadTarget,
} from '../../../providers/upload-api';
import {
  IMAGE_ONLY,
  imageUploadFailed,
  UNKNOWN_ERROR,
  UPLOAD_ERROR_TITLE,
  uploadErrorDetail,
} from '../../lib/messages';
import { FileList } from './FileList';
import { IMAGE_CARD_SIZE, ImageList } from './ImageList';
import type { ItemActions } from './itemParts';
import { isImageFile, type MoveDirection, type UploadItem } from './uploadList';
import { useUploadList } from './useUploadList';
import { useAppFeedback } from '../feedback/useAppFeedback';

export type UploadMode = 'file' | 'image';

export interface UploadFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  mode?: UploadMode;
  /** Several files at once; defaults to true for files, false for images. */
  multiple?: boolean;
  /** With `multiple`, only the last N files are kept (spec 4). */
  maxCount?: number;
  /** File chooser filter; image mode defaults to image/*. */
  accept?: string;
  /** Which upload call (providers/upload-api; `cos` by default). */
  target?: UploadTarget;
  bizPath?: string;
  disabled?: boolean;
  /** Text of the upload button (file mode) or card (image mode). */
  buttonText?: string;
  /** Image reorder buttons and drag (image mode, several images); on by default. */
  sortable?: boolean;
  /** The backend calls; the app's by default (tests pass fakes). */
  api?: Pick<UploadApi, 'uploadFile' | 'fileUrl'>;
  /** Shows the 更多 action; `replace` puts the given value where the item was. */
  onMore?: (item: UploadItem, replace: (value: string) => void) => void;
}

const appApi: Pick<UploadApi, 'uploadFile' | 'fileUrl'> = { uploadFile, fileUrl };

export function UploadField(props: UploadFieldProps) {
  const { mode = 'file', disabled = false, api = appApi, target, bizPath } = props;
  const image = mode === 'image';
  const multiple = props.multiple ?? !image;
  const { message, modal } = useAppFeedback();

  const list = useUploadList({
    value: props.value,
    onChange: props.onChange,
    multiple,
    maxCount: props.maxCount,
    upload: (file, signal) => api.uploadFile(file, { target, bizPath, signal }),
    // spec 8.3: a failed image names the file.
    onFailed: image ? (file) => void message.error(imageUploadFailed(file.name)) : undefined,
  });

  const showError = useCallback(
    (item: UploadItem) => {
      modal.error({
        title: UPLOAD_ERROR_TITLE,
        okText: '知道了',
        content: uploadErrorDetail(item.message || UNKNOWN_ERROR),
      });
    },
    [modal],
  );

  const onMove = (index: number, direction: MoveDirection) => {
    const warning = list.move(index, direction);
    if (warning) void message.warning(warning);
  };

  const { onMore } = props;
  const actions: ItemActions = {
    urlOf: api.fileUrl,
    disabled,
    onRemove: (item) => list.remove(item.uid),
    onMore: (item) => onMore?.(item, (value) => list.replace(item.uid, value)),
    onShowError: showError,
    canMore: Boolean(onMore),
  };

  const picker = disabled ? null : (
    <Upload
      accept={props.accept ?? (image ? 'image/*' : undefined)}
      multiple={multiple}
      showUploadList={false}
      fileList={[]}
      beforeUpload={(file, batch) => {
        // antd calls this once per chosen file; the whole batch is handled on its last file.
        if (file !== batch[batch.length - 1]) return false;
        const accepted = image ? batch.filter(isImageFile) : batch;
        // spec 5.4: image uploads take only image files.
        if (accepted.length < batch.length) void message.warning(IMAGE_ONLY);
        if (accepted.length > 0) list.start(accepted);
        return false;
      }}
    >
      {image ? (
        <button
          type="button"
          aria-label={props.buttonText ?? '上传图片'}
          style={{
            width: IMAGE_CARD_SIZE,
            height: IMAGE_CARD_SIZE,
            border: '1px dashed #d9d9d9',
            borderRadius: 8,
            background: 'transparent',
            cursor: 'pointer',
          }}
        >
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{props.buttonText ?? '上传'}</div>
        </button>
      ) : (
        <Button icon={<UploadOutlined />}>{props.buttonText ?? '点击上传'}</Button>
      )}
    </Upload>
  );

  if (image) {
    return (
      <ImageList
        items={list.items}
        sortable={(props.sortable ?? true) && multiple}
        onMove={onMove}
        onReorder={list.reorder}
        {...actions}
      >
        {picker}
      </ImageList>
    );
  }
  return (
    <div>
      {picker}
      <FileList items={list.items} {...actions} />
    </div>
  );
}
