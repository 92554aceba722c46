import { Button, Card, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { InnetRecord } from '../../../providers/customer-innet-api';
import { useAllowed } from '../../kit/useAllowed';
import { innetColumnsProps } from './innetTable';
import { useInnetColumns } from './innetColumns';
import { InnetSearchForm } from './InnetSearchForm';
import { onboardingPath } from './innetPaths';
import { NewInnetModal } from './NewInnetModal';
import { INNET_CODE } from './permissions';
import { INNET_TEXTS as TEXTS } from './texts';
import { useInnetList } from './useInnetList';

/**
 * 渠道进件 (issue 16 page 4): the onboarding records with their search; a row opens its 进件办理
 * tab, 新建进件 (cus:innet) picks customer, channel and product and opens theirs.
 */
export function InnetListPage() {
  const list = useInnetList();
  const allowed = useAllowed();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const columns = useInnetColumns((record) => void navigate(onboardingPath(record)));

  return (
    <Card title={TEXTS.listTitle}>
      <InnetSearchForm onSearch={list.search} />
      {allowed(INNET_CODE) ? (
        <Button type="primary" style={{ marginBottom: 16 }} onClick={() => setCreating(true)}>
          {TEXTS.create}
        </Button>
      ) : null}
      <Table<InnetRecord>
        {...innetColumnsProps}
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
      />
      <NewInnetModal
        open={creating}
        onClose={() => setCreating(false)}
        onPicked={(key) => {
          setCreating(false);
          void navigate(onboardingPath(key));
        }}
      />
    </Card>
  );
}
