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
import { useInnetList } from './useInnetList';

/**
 * The 渠道进件 tab of 客户详情 (issue 16 page 2): the customer's onboarding records, each opening
 * its 进件办理 tab, and 新建进件 for a channel and product (cus:innet).
 */
export function CustomerInnetPanel({ customer }: { customer: { cusCode: string } }) {
  const list = useInnetList({ cusCode: customer.cusCode });
  const allowed = useAllowed();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const columns = useInnetColumns((record) => void navigate(onboardingPath(record)), {
    showCustomer: false,
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
        cusCode={customer.cusCode}
        onClose={() => setCreating(false)}
        onPicked={(key) => {
          setCreating(false);
          void navigate(onboardingPath(key));
        }}
      />
    </>
  );
}
