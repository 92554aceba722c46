/**
 * Upload dialog (spec 4 'more' dialog, 5.4, 9): one upload field in a 520 × 200 modal; confirming
 * without a file warns instead of closing.
 */
import { Modal } from 'antd';
import { useState } from 'react';
import { MODAL_WIDTH, UPLOAD_DIALOG_HEIGHT } from '../../lib/constants';
import { NO_FILE_UPLOADED } from '../../lib/messages';
import { UploadField, type UploadFieldProps } from './UploadField';
import { useAppFeedback } from '../feedback/useAppFeedback';

export interface FileUploadDialogProps extends Omit<
  UploadFieldProps,
  'value' | 'onChange' | 'onMore'
> {
  open: boolean;
  title?: string;
  width?: number;
  height?: number;
  /** The uploaded value (comma-separated paths) on confirm. */
  onOk: (value: string) => void;
  onCancel: () => void;
}

export function FileUploadDialog(props: FileUploadDialogProps) {
  const {
    open,
    title,
    width = MODAL_WIDTH.uploadDialog,
    height = UPLOAD_DIALOG_HEIGHT,
    onOk,
    onCancel,
    ...field
  } = props;
  const { message } = useAppFeedback();
  const [value, setValue] = useState('');

  const close = (): void => {
    setValue('');
    onCancel();
  };

  return (
    <Modal
      open={open}
      title={title ?? (field.mode === 'image' ? '图片上传' : '文件上传')}
      width={width}
      destroyOnHidden
      okText="确定"
      cancelText="取消"
      onCancel={close}
      onOk={() => {
        if (value === '') {
          void message.warning(NO_FILE_UPLOADED);
          return;
        }
        setValue('');
        onOk(value);
      }}
    >
      <div style={{ minHeight: height, overflowY: 'auto' }}>
        <UploadField {...field} value={value} onChange={setValue} />
      </div>
    </Modal>
  );
}
