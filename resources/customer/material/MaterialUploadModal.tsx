import { Form, Modal } from 'antd';
import { useMemo, useRef, useState } from 'react';
import type { Material } from '../../../providers/customer-material-api';
import type { UploadApi } from '../../../providers/upload-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { FileUpload } from '../../../src/components/FileUpload';
import { nameFromPath, splitPaths } from '../../../src/components/FileUpload/uploadList';
import { useMaterialCalls } from './materialApiContext';
import { MATERIAL_TEXTS as TEXTS } from './texts';
import type { AddResult, StoredMaterialFile } from './useCustomerMaterials';

/** What the dialog is for: adding files of a type (preset when known) or replacing one row's. */
export type UploadTarget =
  { kind: 'add'; materialType?: Material['materialType'] } | { kind: 'replace'; row: Material };

interface UploadValues {
  materialType?: Material['materialType'];
  files?: string;
}

export interface MaterialUploadModalProps {
  target: UploadTarget | undefined;
  saving: boolean;
  onAdd: (type: Material['materialType'], files: StoredMaterialFile[]) => Promise<AddResult>;
  onReplace: (row: Material, file: StoredMaterialFile) => Promise<boolean>;
  onClose: () => void;
}

/**
 * The upload dialog of 客户资料: the console's upload widget (FileUpload, spec 7.6 through
 * providers/upload-api) stores the files, then 确定 saves them as materials (CusMaterialAddtion) or
 * puts the one file in the row's place (CusMaterialUpdating replace). A refusal keeps the dialog and
 * the files not yet saved (spec 7.1; the round's rule: a form keeps its input when a call fails).
 */
export function MaterialUploadModal({
  target,
  saving,
  onAdd,
  onReplace,
  onClose,
}: MaterialUploadModalProps) {
  const { upload } = useMaterialCalls();
  const [form] = Form.useForm<UploadValues>();
  // The widget's value is the stored paths; the names FileUpload answered are kept by path.
  const names = useRef(new Map<string, string>());
  const api = useMemo<Pick<UploadApi, 'uploadFile' | 'fileUrl'>>(
    () => ({
      uploadFile: async (file, options) => {
        const stored = await upload.uploadFile(file, options);
        names.current.set(stored.path, stored.name);
        return stored;
      },
      fileUrl: upload.fileUrl,
    }),
    [upload],
  );
  const [validating, setValidating] = useState(false);
  const replacing = target?.kind === 'replace' ? target.row : undefined;
  const storedFile = (filePath: string): StoredMaterialFile => ({
    filePath,
    fileName: names.current.get(filePath) ?? nameFromPath(filePath),
  });

  const save = async () => {
    if (!target || saving || validating) return;
    setValidating(true);
    const values = await form.validateFields().catch(() => undefined);
    setValidating(false);
    if (!values) return;
    const files = splitPaths(values.files).map(storedFile);
    if (target.kind === 'replace') {
      const [file] = files;
      if (file && (await onReplace(target.row, file))) onClose();
      return;
    }
    if (!values.materialType) return;
    const result = await onAdd(values.materialType, files);
    if (result.ok) onClose();
    else if (result.added > 0) {
      form.setFieldValue(
        'files',
        files
          .slice(result.added)
          .map((file) => file.filePath)
          .join(','),
      );
    }
  };

  return (
    <Modal
      open={target !== undefined}
      title={replacing ? TEXTS.replaceTitle : TEXTS.uploadTitle}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving || validating}
      destroyOnHidden
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name="customerMaterialUpload"
        preserve={false}
        initialValues={{
          materialType:
            replacing?.materialType ?? (target?.kind === 'add' ? target.materialType : undefined),
        }}
      >
        <Form.Item
          name="materialType"
          label={TEXTS.materialType}
          rules={[{ required: true, message: TEXTS.materialTypeRequired }]}
        >
          <DictSelect dictCode="cus_material_type" disabled={replacing !== undefined} />
        </Form.Item>
        <Form.Item
          name="files"
          label={TEXTS.file}
          rules={[{ required: true, message: TEXTS.fileRequired }]}
        >
          <FileUpload
            api={api}
            target="cos"
            multiple={replacing === undefined}
            accept="image/*,.pdf"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
