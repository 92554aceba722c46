import { Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import type { Adjustment } from '../../../providers/bill-api';
import { ACCOUNT_BUTTON, adjustActions } from '../../../src/lib/account';
import { useAllowed } from '../../kit/useAllowed';
import { useListLink } from '../../kit/useListLink';
import { AdjustActionModal, type PendingAdjustAction } from './AdjustActionModal';
import { useAdjustColumns, type AdjustRowAction } from './adjustColumns';
import { AdjustFormModal } from './AdjustFormModal';
import { adjustFilters, type AdjustSearchValues } from './adjustSearch';
import { AdjustSearchForm } from './AdjustSearchForm';
import { useBillApi } from './billApiContext';
import { ADJUST_TEXTS as TEXTS } from './texts';
import { useCapList } from '../../kit/useCapList';
import { useCurrentUsername } from './useCurrentUsername';

/**
 * 调账管理 (issue 17 page 6): adjustments searched and listed through AdjustInquiry, 新建调账, and
 * maker–checker (codes17): 复核通过 / 驳回 for another operator, 撤销 for the submitter, each behind
 * its spec 6 button code. A link's filters (`?adjustStatus=00`, issue 18 item 4) start the list
 * afresh.
 */
export function AdjustListPage() {
  const link = useListLink('adjust');
  return <AdjustList key={link.key} start={link.fields} />;
}

function AdjustList({ start }: { start: AdjustSearchValues }) {
  const api = useBillApi();
  const list = useCapList('adjust', api.adjustments, adjustFilters(start));
  const allowed = useAllowed();
  const username = useCurrentUsername();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<PendingAdjustAction>();

  const actionsOf = (adjustment: Adjustment): AdjustRowAction[] =>
    adjustActions({ status: adjustment.adjustStatus, submitter: adjustment.submitter }, username)
      .filter((view) => allowed(view.permission))
      .map(({ action, label, needsReason }) => ({ action, label, needsReason }));
  const columns = useAdjustColumns(
    actionsOf,
    (adjustment, action) => setPending({ adjustment, ...action }),
    api.fileUrl,
  );

  return (
    <Card title={TEXTS.title}>
      <AdjustSearchForm initialValues={start} onSearch={list.search} />
      {allowed(ACCOUNT_BUTTON.adjustAdd) ? (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setAdding(true)}>
            {TEXTS.add}
          </Button>
        </Space>
      ) : null}
      <Table<Adjustment>
        rowKey="adjustNo"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
      />
      <AdjustFormModal
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          list.refresh();
        }}
      />
      <AdjustActionModal
        pending={pending}
        onClose={() => setPending(undefined)}
        onDone={() => {
          setPending(undefined);
          list.refresh();
        }}
      />
    </Card>
  );
}
