import { Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import type { DistFilters, Distribution } from '../../../providers/distribution-api';
import { DIST_BUTTON, distActions, type DistViewerAction } from '../../../src/lib/distribution';
import { useCapList } from '../../kit/useCapList';
import { useCurrentUsername } from '../../accounting/adjust/useCurrentUsername';
import { useAllowed } from '../../kit/useAllowed';
import { DistActionModal, type PendingDistAction } from './DistActionModal';
import { useDistColumns, type DistRowAction } from './distColumns';
import { DistDetailDrawer } from './DistDetailDrawer';
import type { DistSearchValues } from './distSearch';
import { distFilters } from './distSearch';
import { DistSearchForm } from './DistSearchForm';
import { useDistributionApi } from './distributionApiContext';
import { NewDistributionModal } from './NewDistributionModal';
import { distSubmittedResult } from './submittedResult';
import { useShowResult } from '../../workbench/result/useShowResult';
import { DIST_TEXTS as TEXTS } from './texts';

export interface DistributionWorkspaceProps {
  title: string;
  /** The search it opens on (分发审核: 00 待审核). */
  initial: DistSearchValues;
  /** What 重置 returns to when `initial` came from a link (分发审核: 00 待审核). */
  defaults?: DistSearchValues;
  /** The row actions this page offers: 资金分发 the maker's 撤销, 分发审核 the checker's. */
  offers: readonly DistViewerAction[];
  /** 资金分发 offers 新建分发. */
  adds: boolean;
}

/**
 * The list of distributions with its search, the detail drawer, and the actions of maker–checker
 * (issue 18 B): each behind its spec 6 button code, and never pass / reject on one's own.
 */
export function DistributionWorkspace({
  title,
  initial,
  defaults,
  offers,
  adds,
}: DistributionWorkspaceProps) {
  const api = useDistributionApi();
  const [initialFilters] = useState<DistFilters>(() => distFilters(initial));
  const list = useCapList('distribution', api.distributions, initialFilters);
  const allowed = useAllowed();
  const username = useCurrentUsername();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<Distribution>();
  const [pending, setPending] = useState<PendingDistAction>();
  const showResult = useShowResult();

  const actionsOf = (distribution: Distribution): DistRowAction[] =>
    distActions({ status: distribution.distStatus, submitter: distribution.submitter }, username)
      .filter((view) => offers.includes(view.action) && allowed(view.permission))
      .map(({ action, label, needsReason }) => ({ action, label, needsReason }));
  const columns = useDistColumns(
    actionsOf,
    (distribution, action) => setPending({ distribution, ...action }),
    setViewing,
  );

  return (
    <Card title={title}>
      <DistSearchForm
        name={adds ? 'distributionSearch' : 'distributionAuditSearch'}
        initial={initial}
        defaults={defaults}
        onSearch={list.search}
      />
      {adds && allowed(DIST_BUTTON.add) ? (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setAdding(true)}>
            {TEXTS.add}
          </Button>
        </Space>
      ) : null}
      <Table<Distribution>
        rowKey="distNo"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
      />
      {adds ? (
        <NewDistributionModal
          open={adding}
          onClose={() => setAdding(false)}
          onSaved={(distNo) => {
            setAdding(false);
            list.refresh();
            showResult(distSubmittedResult(distNo));
          }}
        />
      ) : null}
      <DistActionModal
        pending={pending}
        onClose={() => setPending(undefined)}
        onDone={() => {
          setPending(undefined);
          list.refresh();
        }}
      />
      <DistDetailDrawer
        distribution={viewing}
        viewer={username}
        onClose={() => setViewing(undefined)}
      />
    </Card>
  );
}
