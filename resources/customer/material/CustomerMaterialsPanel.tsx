import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Spin } from 'antd';
import { useState } from 'react';
import type { Customer } from '../../../providers/customer-api';
import type { Material } from '../../../providers/customer-material-api';
import { moveMaterial } from '../../../src/lib/customer';
import { useAllowed } from '../../kit/useAllowed';
import { useFeedback } from '../../kit/useFeedback';
import { useDictText } from '../customer/useDictText';
import { useMaterialCalls } from './materialApiContext';
import { MaterialList } from './MaterialList';
import { MaterialUploadModal, type UploadTarget } from './MaterialUploadModal';
import { RejectMaterialModal } from './RejectMaterialModal';
import { RequiredMaterials } from './RequiredMaterials';
import { MATERIAL_TEXTS as TEXTS } from './texts';
import { useCustomerMaterials } from './useCustomerMaterials';

/** The button codes of 客户资料 (cap.yaml demo auth list, spec 6: hidden without them). */
export const MATERIAL_CODES = { add: 'cus:material:add', audit: 'cus:material:audit' } as const;

export interface CustomerMaterialsPanelProps {
  customer: Pick<Customer, 'cusCode' | 'cusName' | 'cusType'>;
}

/**
 * 客户资料 of one customer (issue 16 page 3; also the 客户资料 tab of 客户详情): the required
 * types of its cus_type and which are missing, each material's file with its status and the reason
 * of a rejection, upload (FileUpload then CusMaterialAddtion), replace, remove, reorder and audit
 * (CusMaterialUpdating).
 */
export function CustomerMaterialsPanel({ customer }: CustomerMaterialsPanelProps) {
  const { upload } = useMaterialCalls();
  const materials = useCustomerMaterials(customer.cusCode);
  const feedback = useFeedback();
  const allowed = useAllowed();
  const typeText = useDictText('cus_material_type');
  const statusText = useDictText('cus_material_status');
  const can = { edit: allowed(MATERIAL_CODES.add), audit: allowed(MATERIAL_CODES.audit) };
  const [uploading, setUploading] = useState<UploadTarget>();
  const [rejecting, setRejecting] = useState<Material>();
  const { rows, pending } = materials;

  const onMove = (index: number, delta: -1 | 1) => {
    const moved = moveMaterial(rows, index, delta);
    if (!moved.ok) feedback.warn(moved.warning);
    else void materials.reorder(index, index + delta);
  };

  return (
    <section aria-label={`${TEXTS.title} ${customer.cusName}`}>
      <RequiredMaterials
        cusType={customer.cusType}
        rows={rows}
        typeText={typeText}
        onUpload={
          can.edit ? (materialType) => setUploading({ kind: 'add', materialType }) : undefined
        }
      />
      {can.edit ? (
        <Button
          type="primary"
          icon={<UploadOutlined />}
          style={{ marginBottom: 12 }}
          disabled={pending !== undefined}
          onClick={() => setUploading({ kind: 'add' })}
        >
          {TEXTS.upload}
        </Button>
      ) : null}
      {materials.failed ? (
        <Alert
          type="error"
          showIcon
          message={TEXTS.loadFailed}
          action={
            <Button size="small" onClick={materials.retry}>
              {TEXTS.retry}
            </Button>
          }
        />
      ) : null}
      <Spin spinning={materials.loading}>
        {rows.length > 0 ? (
          <MaterialList
            rows={rows}
            typeText={(row) => typeText(row.materialType)}
            statusText={(row) => statusText(row.auditStatus)}
            urlOf={(row) => upload.fileUrl(row.filePath)}
            can={can}
            pending={pending}
            onDrop={(from, to) => void materials.reorder(from, to)}
            onMove={onMove}
            onReplace={(row) => setUploading({ kind: 'replace', row })}
            onRemove={(row) => void materials.change(row, { action: 'remove' })}
            onApprove={(row) => void materials.change(row, { action: 'approve' })}
            onReject={setRejecting}
          />
        ) : materials.loaded ? (
          <Empty description={TEXTS.empty} />
        ) : null}
      </Spin>
      <MaterialUploadModal
        target={uploading}
        saving={pending !== undefined}
        onAdd={materials.add}
        onReplace={(row, file) => materials.change(row, { action: 'replace', ...file })}
        onClose={() => setUploading(undefined)}
      />
      <RejectMaterialModal
        row={rejecting}
        typeText={rejecting ? typeText(rejecting.materialType) : ''}
        saving={pending !== undefined}
        onReject={(row, reason) => materials.change(row, { action: 'reject', auditRemark: reason })}
        onClose={() => setRejecting(undefined)}
      />
    </section>
  );
}
