import { Button, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { InnetRecord } from '../../../providers/customer-innet-api';
import { useAllowed } from '../../kit/useAllowed';
import { useInnetColumns } from './innetColumns';
import { onboardingPath } from './innetPaths';
import { innetColumnsProps } from './innetTable';
import { NewInnetModal } from './NewInnetModal';
import { INNET_CODE } from './permissions';
import { INNET_TEXTS as TEXTS } from './texts';
import type { useInnetList } from './useInnetList';

/**
 * Onboarding records as 渠道进件 and 客户详情 show them: each row opens its 进件办理 tab, and
 * 新建进件 (cus:innet) opens the tab of the customer × channel × product picked. With `cusCode`
 * the records are one customer's: no customer column, the customer fixed in 新建进件.
 */
export function InnetRecords({
  list,
  cusCode,
}: {
  list: ReturnType<typeof useInnetList>;
  cusCode?: string;
}) {
  const allowed = useAllowed();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const columns = useInnetColumns((record) => void navigate(onboardingPath(record)), {
    showCustomer: cusCode === undefined,
  });

  return (
    <>
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
        cusCode={cusCode}
        onClose={() => setCreating(false)}
        onPicked={(key) => {
          setCreating(false);
          void navigate(onboardingPath(key));
        }}
      />
    </>
  );
}
