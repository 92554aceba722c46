import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, List, Modal, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import type { DynDescriptor, DynImportResult } from '../../../providers/dyn-api';
import { isExcelFile } from '../../../src/components/ImportExcelDialog/importFiles';
import { useFeedback } from '../../kit/useFeedback';
import { useDynApi } from './dynApiContext';
import { DYN_TEXTS as TEXTS } from './texts';

/**
 * 导入 of a descriptor page (spec 7.5; cap.yaml DynRecordImport): the Excel file (.xls / .xlsx
 * only, spec 5.4) posted with the page code. The outcome stays in the dialog: the counts and each
 * row not imported with its reason; the list reads again. A refusal (not the template) keeps the
 * dialog and the file with the server's text. The sys ImportExcelDialog posts to /sys import
 * paths only, so this page has its own, as 批量代付 does.
 */
export function DynImportDialog({
  descriptor,
  open,
  onImported,
  onClose,
}: {
  descriptor: DynDescriptor;
  open: boolean;
  onImported: () => void;
  onClose: () => void;
}) {
  const api = useDynApi();
  const feedback = useFeedback();
  const [file, setFile] = useState<File>();
  const [result, setResult] = useState<DynImportResult>();
  const [uploading, setUploading] = useState(false);
  const sending = useRef(false);

  const close = () => {
    setFile(undefined);
    setResult(undefined);
    onClose();
  };

  const start = async () => {
    if (!file) {
      feedback.warn(TEXTS.pickFileRequired);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setUploading(true);
    const outcome = await api.importRecords(descriptor.pageCode, file);
    sending.current = false;
    setUploading(false);
    feedback.outcome(outcome);
    if (!outcome.ok) return;
    setFile(undefined);
    setResult(outcome.result);
    onImported();
  };

  const footer = result
    ? [
        <Button key="close" type="primary" onClick={close}>
          {TEXTS.close}
        </Button>,
      ]
    : [
        <Button key="close" onClick={close}>
          {TEXTS.close}
        </Button>,
        <Button key="start" type="primary" loading={uploading} onClick={() => void start()}>
          {TEXTS.startUpload}
        </Button>,
      ];

  return (
    <Modal
      open={open}
      title={TEXTS.importTitle(descriptor.title)}
      destroyOnHidden
      onCancel={close}
      footer={footer}
    >
      {result ? (
        <ImportResultView result={result} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {TEXTS.importHint(descriptor.importColumns)}
          </Typography.Paragraph>
          <Upload
            accept=".xls,.xlsx"
            maxCount={1}
            fileList={file ? [{ uid: 'dyn-import-file', name: file.name, status: 'done' }] : []}
            beforeUpload={(picked) => {
              if (isExcelFile(picked)) setFile(picked);
              else feedback.warn(TEXTS.excelOnly);
              return false;
            }}
            onRemove={() => setFile(undefined)}
          >
            <Button icon={<UploadOutlined />}>{TEXTS.pickFile}</Button>
          </Upload>
        </>
      )}
    </Modal>
  );
}

function ImportResultView({ result }: { result: DynImportResult }) {
  const summary = TEXTS.importSummary(result.totalCount, result.successCount, result.failCount);
  return (
    <>
      <Alert type={result.failCount > 0 ? 'warning' : 'success'} showIcon message={summary} />
      {result.failRows.length > 0 ? (
        <List
          style={{ marginTop: 16 }}
          size="small"
          header={TEXTS.failRowsTitle}
          bordered
          dataSource={result.failRows}
          renderItem={(row) => <List.Item>{TEXTS.failRow(row.rowNo, row.reason)}</List.Item>}
        />
      ) : null}
    </>
  );
}
