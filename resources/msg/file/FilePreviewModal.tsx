import { Alert, Button, Modal } from 'antd';
import type { StoredFile } from '../../../providers/msg-api';
import { previewKind } from '../../../src/lib/msg';
import { isSameOrigin } from '../../account/txn/receiptUrl';
import { useMsgApi } from '../shared/msgApiContext';
import { FILE_TEXTS as TEXTS } from './texts';

/**
 * 预览 of a stored image (shown as it is) or PDF (the spec 7.1 PDF preview page, embedded only
 * when it is the console's own origin, as the 电子回单 preview).
 */
export function FilePreviewModal({
  file,
  onClose,
}: {
  file: StoredFile | undefined;
  onClose: () => void;
}) {
  const api = useMsgApi();
  const kind = file ? previewKind(file) : null;
  const title = file ? TEXTS.previewTitle(file.fileName) : undefined;
  return (
    <Modal
      open={file !== undefined}
      title={title}
      width={900}
      destroyOnHidden
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {TEXTS.close}
        </Button>
      }
    >
      {file && kind === 'image' ? (
        <img
          src={api.fileUrl(file.filePath)}
          alt={file.fileName}
          style={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto' }}
        />
      ) : null}
      {file && kind === 'pdf' ? (
        <PdfFrame title={title ?? ''} src={api.pdfPreview(file.filePath)} />
      ) : null}
    </Modal>
  );
}

function PdfFrame({ title, src }: { title: string; src: string }) {
  if (!isSameOrigin(src, window.location.href))
    return <Alert type="warning" showIcon message={TEXTS.crossOrigin} />;
  return (
    <iframe
      title={title}
      src={src}
      style={{ width: '100%', height: '70vh', border: 0 }}
      referrerPolicy="same-origin"
    />
  );
}
