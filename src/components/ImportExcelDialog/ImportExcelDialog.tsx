/**
 * Excel import dialog (spec 2.10, 4, 5.4, 7.5, 8.2; JeecgBoot JImportModal): pick .xls/.xlsx files,
 * optionally a department, then 开始上传 posts them all in one multipart request. Code 201 shows the
 * rejected-rows warning with the error file's link; any success closes the dialog and calls
 * `onImported` so the list can refresh.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Modal, Switch, TreeSelect, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import {
  importExcel,
  type ImportExcelPath,
  type ImportOutcome,
  type UploadApi,
} from '../../../providers/upload-api';
import {
  fileUploaded,
  fileUploadFailed,
  IMPORT_DEPART_REQUIRED,
  IMPORT_EXCEL_ONLY,
  IMPORT_WITH_ERRORS,
  UPLOADING,
} from '../../lib/messages';
import { departTreeData, isExcelFile, type DepartNode } from './importFiles';
import { useAppFeedback } from '../feedback/useAppFeedback';

export interface ImportDepartment {
  /** spec 5.4: a department must be chosen before confirm. */
  required?: boolean;
  /** The department tree (e.g. /sys/sysDepart/queryTreeList). */
  treeData: readonly DepartNode[];
  /** Multipart part the chosen department id is sent in; `departId` unless given. */
  partName?: string;
  /** Which node field is sent; the id unless given. */
  valueField?: 'id' | 'orgCode';
}

export interface ImportExcelDialogProps {
  open: boolean;
  /** The import endpoint (spec 7.5: a configurable URL). */
  url: ImportExcelPath;
  title?: string;
  /** Sent as isSingleTableImport when set. */
  biz?: string;
  foreignKeys?: Record<string, unknown>;
  /** Online mode: shows the validation switch and sends validateStatus 0/1. */
  online?: boolean;
  department?: ImportDepartment;
  /** After a successful import: the list should reload (the dialog then closes). */
  onImported: () => void;
  /** Closes the dialog (关闭, the close icon, or after a successful import). */
  onClose: () => void;
  /** The backend call; the app's by default (tests pass a fake). */
  api?: Pick<UploadApi, 'importExcel'>;
}

const appApi: Pick<UploadApi, 'importExcel'> = { importExcel };

export function ImportExcelDialog(props: ImportExcelDialogProps) {
  const { open, url, department, online = false, api = appApi } = props;
  const { message, modal } = useAppFeedback();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [departId, setDepartId] = useState<string>();
  const [validate, setValidate] = useState(true);
  const [uploading, setUploading] = useState(false);

  const reset = (): void => {
    setFiles([]);
    setDepartId(undefined);
    setValidate(true);
  };
  const close = (): void => {
    reset();
    props.onClose();
  };

  const names = files.map((file) => file.name).join('、');

  const showOutcome = (outcome: ImportOutcome): void => {
    if (Number(outcome.code) === 201) {
      // spec 8.2: a warning dialog with a download link for the error detail.
      modal.warning({
        title: IMPORT_WITH_ERRORS,
        okText: '知道了',
        content: (
          <div>
            <div>{outcome.errorSummary || outcome.message}</div>
            {outcome.errorFileUrl ? (
              <span>
                具体详情请{' '}
                <a
                  href={outcome.errorFileUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  download={outcome.errorFileName}
                >
                  点击下载
                </a>
              </span>
            ) : null}
          </div>
        ),
      });
      return;
    }
    void message.success(outcome.message || fileUploaded(names));
  };

  const start = async (): Promise<void> => {
    if (department?.required && !departId) {
      void message.warning(IMPORT_DEPART_REQUIRED);
      return;
    }
    const chosen = files.flatMap((file) => (file.originFileObj ? [file.originFileObj] : []));
    setUploading(true);
    try {
      const outcome = await api.importExcel(url, chosen, {
        biz: props.biz,
        foreignKeys: props.foreignKeys,
        validateStatus: online ? (validate ? '1' : '0') : undefined,
        extra: department && departId ? { [department.partName ?? 'departId']: departId } : {},
      });
      if (!outcome.success) {
        // spec 8.2: failure shows the file name and the server message.
        void message.warning(fileUploadFailed(names, outcome.message));
        return;
      }
      showOutcome(outcome);
      props.onImported();
      close();
    } catch {
      // HTTP failures are already shown by the HTTP layer; the dialog stays open to retry.
    } finally {
      setUploading(false);
    }
  };

  return (
    <Modal
      open={open}
      title={props.title ?? '导入EXCEL'}
      width={600}
      destroyOnHidden
      onCancel={close}
      footer={[
        <Button key="close" onClick={close}>
          关闭
        </Button>,
        <Button
          key="start"
          type="primary"
          disabled={files.length === 0}
          loading={uploading}
          onClick={() => void start()}
        >
          {uploading ? UPLOADING : '开始上传'}
        </Button>,
      ]}
    >
      <Form layout="vertical">
        {department ? (
          <Form.Item label="所属部门" required={department.required}>
            <TreeSelect
              aria-label="所属部门"
              value={departId}
              onChange={(value: string) => setDepartId(value)}
              treeData={departTreeData(department.treeData, department.valueField ?? 'id')}
              placeholder="请选择所属部门"
              allowClear
              showSearch
              treeNodeFilterProp="title"
              treeDefaultExpandAll
              style={{ width: '100%' }}
            />
          </Form.Item>
        ) : null}
        {online ? (
          <Form.Item label="是否开启校验">
            <Switch checked={validate} onChange={setValidate} aria-label="是否开启校验" />
          </Form.Item>
        ) : null}
        <Upload
          accept=".xls,.xlsx"
          multiple
          fileList={files}
          beforeUpload={(file, batch) => {
            // Files are sent together on 开始上传, not one by one when picked.
            if (file === batch[batch.length - 1]) {
              const excel = batch.filter(isExcelFile);
              if (excel.length < batch.length) void message.warning(IMPORT_EXCEL_ONLY);
              const added = excel.map<UploadFile>((picked) => ({
                uid: picked.uid,
                name: picked.name,
                size: picked.size,
                type: picked.type,
                originFileObj: picked,
              }));
              setFiles((current) => [...current, ...added]);
            }
            return false;
          }}
          onRemove={(removed) => {
            setFiles((current) => current.filter((file) => file.uid !== removed.uid));
          }}
        >
          <Button icon={<UploadOutlined />}>选择导入文件</Button>
        </Upload>
      </Form>
    </Modal>
  );
}
