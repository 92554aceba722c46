import { Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import type { SubMch } from '../../../providers/submch-api';
import {
  SUBMCH_CODES,
  allowedSubMchActions,
  isStatusAction,
  type SubMchActionView,
} from '../../../src/lib/submch';
import { useAllowed } from '../../kit/useAllowed';
import { useSubMchColumns } from './subMchColumns';
import { SubMchFormModal } from './SubMchFormModal';
import { SubMchSearchForm } from './SubMchSearchForm';
import { SubMchStatusModal, type PendingStatusAction } from './SubMchStatusModal';
import { SUBMCH_TEXTS as TEXTS } from './texts';
import { useSubMchList } from './useSubMchList';

type FormState = { open: false } | { open: true; subMch?: SubMch };

/**
 * 商户管理 (issue 18 A, spec 2.7 商户平台): search, the list through SubMchInquiry, 新建 / 编辑 and
 * the 启用 / 停用 each row's status allows, behind the spec 6 button codes.
 */
export function SubMchListPage() {
  const list = useSubMchList();
  const allowed = useAllowed();
  const [formState, setFormState] = useState<FormState>({ open: false });
  const [pendingAction, setPendingAction] = useState<PendingStatusAction>();

  const onAction = (subMch: SubMch, view: SubMchActionView) => {
    const { action, label } = view;
    if (isStatusAction(action)) setPendingAction({ subMch, action, label });
    else setFormState({ open: true, subMch });
  };
  const columns = useSubMchColumns(
    (subMch) => allowedSubMchActions(subMch.status, allowed),
    onAction,
  );

  return (
    <Card title={TEXTS.title}>
      <SubMchSearchForm onSearch={list.search} />
      {allowed(SUBMCH_CODES.add) ? (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setFormState({ open: true })}>
            {TEXTS.add}
          </Button>
        </Space>
      ) : null}
      <Table<SubMch>
        rowKey="mchCode"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
      />
      <SubMchFormModal
        open={formState.open}
        subMch={formState.open ? formState.subMch : undefined}
        onClose={() => setFormState({ open: false })}
        onSaved={() => {
          setFormState({ open: false });
          list.refresh();
        }}
      />
      <SubMchStatusModal
        pending={pendingAction}
        onClose={() => setPendingAction(undefined)}
        onDone={() => {
          setPendingAction(undefined);
          list.refresh();
        }}
      />
    </Card>
  );
}
