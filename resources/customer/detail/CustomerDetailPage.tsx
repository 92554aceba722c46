import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Space, Spin, Tabs, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { failureNotice } from '../../kit/failure';
import { useDictText } from '../customer/useDictText';
import { CUSTOMER_DETAIL_TABS } from './detailTabs';
import { useCustomerDetailApi } from './detailApiContext';
import { OpPasswordAction } from './OpPasswordAction';
import { DETAIL_TEXTS as TEXTS } from './texts';

/** The demo menu's 客户信息 (cap.yaml UserResourceList), where the status actions are. */
export const CUSTOMER_LIST_PATH = '/cus/cusMastInfoList';

/** cus_status → tag colour: 草稿, 待审核, 已生效, 已驳回, 已停用. */
const STATUS_COLOUR: Record<string, string> = {
  '00': 'default',
  '01': 'processing',
  '02': 'success',
  '03': 'error',
  '04': 'warning',
};

const backLink = <Link to={CUSTOMER_LIST_PATH}>{TEXTS.backToList}</Link>;

/**
 * 客户详情 (issue 16 page 2, /cus/cusMastInfoDetail/:cusCode, one tab per customer, spec 2.8):
 * the customer read by its code (CusMastInfoInquiry) in the tabs of CUSTOMER_DETAIL_TABS.
 */
export function CustomerDetailPage() {
  const { cusCode = '' } = useParams();
  const api = useCustomerDetailApi();
  const statusText = useDictText('cus_status');
  const query = useQuery({
    queryKey: ['cap', 'customer', 'detail', cusCode],
    queryFn: () => api.readCustomer(cusCode),
    enabled: cusCode !== '',
    retry: false,
  });

  if (query.isError) {
    return (
      <Result
        status="error"
        title={TEXTS.readFailed}
        subTitle={failureNotice(query.error)?.text}
        extra={
          <Space>
            <Button type="primary" onClick={() => void query.refetch()}>
              {TEXTS.retry}
            </Button>
            {backLink}
          </Space>
        }
      />
    );
  }
  if (cusCode !== '' && query.isPending) {
    return (
      <Spin tip={TEXTS.loading}>
        <div style={{ minHeight: 200 }} />
      </Spin>
    );
  }
  const customer = query.data;
  if (!customer) {
    return (
      <Result
        status="warning"
        title={TEXTS.notFound(cusCode)}
        subTitle={TEXTS.notFoundHint}
        extra={backLink}
      />
    );
  }

  return (
    <Card
      title={
        <Space>
          {customer.cusName}
          <Tag color={STATUS_COLOUR[customer.cusStatus]}>{statusText(customer.cusStatus)}</Tag>
        </Space>
      }
      extra={
        <Space>
          <OpPasswordAction customer={customer} />
          {backLink}
        </Space>
      }
    >
      <Tabs
        items={CUSTOMER_DETAIL_TABS.map((tab) => ({
          key: tab.key,
          label: tab.label,
          children: tab.render(customer),
        }))}
      />
    </Card>
  );
}
