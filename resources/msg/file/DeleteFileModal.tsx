import { Modal, Typography } from 'antd';
import type { StoredFile } from '../../../providers/msg-api';
import { useSending } from '../../kit/useSending';
import { useMsgApi } from '../shared/msgApiContext';
import { FILE_TEXTS as TEXTS } from './texts';

/**
 * The confirmation of 删除 (FileDelete). A refusal (fileInUse …) keeps the dialog and shows the
 * server's text (spec 7.1); one call at a time.
 */
export function DeleteFileModal({
  file,
  onClose,
  onDeleted,
}: {
  file: StoredFile | undefined;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const api = useMsgApi();
  const { sending, run, busy } = useSending();
  const remove = async () => {
    if (!file || busy()) return;
    await run(() => api.deleteFile(file.fileId), onDeleted);
  };
  return (
    <Modal
      open={file !== undefined}
      title={TEXTS.deleteTitle}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ danger: true }}
      confirmLoading={sending}
      onOk={() => void remove()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {file ? TEXTS.deleteConfirm(file.fileName) : null}
      </Typography.Paragraph>
    </Modal>
  );
}
