import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Form, Spin } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FIRST_PAGE } from '../../../src/lib/constants';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';
import { useCustomerApi } from '../customer/customerApiContext';
import { CustomerPicker } from '../customer/CustomerPicker';
import { CustomerMaterialsPanel } from './CustomerMaterialsPanel';
import { MATERIAL_TEXTS as TEXTS } from './texts';

/** The customer of a cusCode (CusMastInfoInquiry with the code alone reads one customer). */
function useCustomer(cusCode: string | undefined) {
  const api = useCustomerApi();
  return useQuery({
    queryKey: ['cap', 'customer', 'one', cusCode],
    queryFn: async () => {
      const { rows } = await api.list({ cusCode }, { pageNum: FIRST_PAGE, pageSize: 1 });
      return rows.find((row) => row.cusCode === cusCode) ?? null;
    },
    enabled: cusCode !== undefined,
    retry: false,
  });
}

/**
 * 客户资料 (issue 16 page 3, menu component customer/CusMaterialList): a customer picked here, or
 * the one named by `?cusCode=` when another page sends the user here, then its materials.
 */
export function CustomerMaterialPage() {
  const [searchParams] = useSearchParams();
  const [cusCode, setCusCode] = useState<string | undefined>(
    () => searchParams.get('cusCode') || undefined,
  );
  const customer = useCustomer(cusCode);
  const feedback = useFeedback();
  useFailureOnce(customer, feedback.failed);

  const content = () => {
    if (cusCode === undefined) return <Empty description={TEXTS.pickCustomerFirst} />;
    if (customer.isPending) return <Spin />;
    if (!customer.data) return <Empty description={TEXTS.customerNotFound} />;
    return <CustomerMaterialsPanel key={customer.data.cusCode} customer={customer.data} />;
  };

  return (
    <Card title={TEXTS.title}>
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item
          label={TEXTS.pickCustomer}
          htmlFor="customerMaterialPicker"
          style={{ width: 480 }}
        >
          <CustomerPicker id="customerMaterialPicker" value={cusCode} onChange={setCusCode} />
        </Form.Item>
      </Form>
      {content()}
    </Card>
  );
}
