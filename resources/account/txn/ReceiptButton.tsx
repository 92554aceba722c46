import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Modal } from 'antd';
import { useRef, useState } from 'react';
import { http } from '../../../providers/http/instance';
import type { TxnReceipt } from '../../../providers/txn-api';
import { TXN_STATUS } from '../../../src/lib/account';
import { pdfPreviewUrl } from '../../../providers/pdf-preview';
import { isSameOrigin } from './receiptUrl';
import { TXN_TEXTS as TEXTS } from './texts';
import { useTxnApi } from './txnApiContext';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

export interface ReceiptButtonProps {
  txnNo: string;
  status: string;
}

/**
 * 电子回单 of a transaction (issue 17 item 5): enabled for 02 成功 only; TxnReceipt gives the PDF
 * path, shown in the spec 7.1 PDF preview in a modal with 打印. A refusal (notFinished …) shows
 * the server's text (spec 7.1).
 */
export function ReceiptButton({ txnNo, status }: ReceiptButtonProps) {
  const api = useTxnApi();
  const { message } = useAppFeedback();
  const [loading, setLoading] = useState(false);
  const [receipt, setReceipt] = useState<TxnReceipt>();

  const open = async () => {
    if (loading) return;
    setLoading(true);
    try {
      const outcome = await api.receipt(txnNo);
      if (outcome.ok) setReceipt(outcome.receipt);
      else if (!outcome.presented) void message.warning(outcome.message);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button
        type="link"
        size="small"
        autoInsertSpace={false}
        disabled={status !== TXN_STATUS.succeeded}
        loading={loading}
        onClick={() => void open()}
      >
        {TEXTS.receipt}
      </Button>
      {receipt ? <ReceiptPreview receipt={receipt} onClose={() => setReceipt(undefined)} /> : null}
    </>
  );
}

function ReceiptPreview({ receipt, onClose }: { receipt: TxnReceipt; onClose: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const fileUrl = http.staticUrl(receipt.filePath);
  const src = pdfPreviewUrl(http.baseUrl, fileUrl);
  const embeddable = isSameOrigin(src, window.location.href);
  const title = TEXTS.receiptTitle(receipt.receiptNo);

  return (
    <Modal
      open
      title={title}
      width={900}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {TEXTS.close}
        </Button>,
        <Button
          key="print"
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!embeddable}
          onClick={() => frame.current?.contentWindow?.print()}
        >
          {TEXTS.print}
        </Button>,
      ]}
    >
      {embeddable ? (
        <iframe
          ref={frame}
          title={title}
          src={src}
          style={{ width: '100%', height: '70vh', border: 0 }}
          referrerPolicy="same-origin"
        />
      ) : (
        <Alert type="warning" showIcon message={TEXTS.receiptCrossOrigin} />
      )}
    </Modal>
  );
}
