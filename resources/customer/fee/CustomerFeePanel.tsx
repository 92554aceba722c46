import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Table } from 'antd';
import { useState } from 'react';
import type { Customer } from '../../../providers/customer-api';
import type { FeeConfigRow } from '../../../providers/customer-fee-api';
import { failureNotice } from '../../kit/failure';
import { useAllowed } from '../../kit/useAllowed';
import { useCustomerDetailApi } from '../detail/detailApiContext';
import { useFeeColumns } from './feeColumns';
import { FeeFormModal } from './FeeFormModal';
import { FEE_PANEL_TEXTS as TEXTS } from './texts';

/** The demo user's button code of fee configuration (cap.yaml auth list). */
export const FEE_CODE = 'cus:fee';

type FormState = { open: false } | { open: true; editing?: FeeConfigRow };

const rowKey = (row: FeeConfigRow) => `${row.channelCode}-${row.productCode}`;

/**
 * 费率配置 of a customer (issue 16 page 5): its configurations per channel × product
 * (CusConfigFeeInquiry), 新增 / 编辑 through CusConfigFee for holders of cus:fee (spec 6).
 */
export function CustomerFeePanel({ customer }: { customer: Customer }) {
  const api = useCustomerDetailApi();
  const allowed = useAllowed();
  const canEdit = allowed(FEE_CODE);
  const [formState, setFormState] = useState<FormState>({ open: false });
  const query = useQuery({
    queryKey: ['cap', 'customer', 'fees', customer.cusCode],
    queryFn: () => api.listFees(customer.cusCode),
    retry: false,
  });
  const columns = useFeeColumns(
    canEdit ? (editing) => setFormState({ open: true, editing }) : undefined,
  );

  return (
    <>
      {canEdit ? (
        <Button
          type="primary"
          style={{ marginBottom: 16 }}
          onClick={() => setFormState({ open: true })}
        >
          {TEXTS.add}
        </Button>
      ) : null}
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          message={TEXTS.readFailed}
          description={failureNotice(query.error)?.text}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Table<FeeConfigRow>
        rowKey={rowKey}
        columns={columns}
        dataSource={query.data ?? []}
        loading={query.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXTS.empty} />,
        }}
      />
      {canEdit ? (
        <FeeFormModal
          customer={customer}
          open={formState.open}
          editing={formState.open ? formState.editing : undefined}
          onClose={() => setFormState({ open: false })}
          onSaved={() => {
            setFormState({ open: false });
            void query.refetch();
          }}
        />
      ) : null}
    </>
  );
}
