import { InnetRecords } from './InnetRecords';
import { useInnetList } from './useInnetList';

/**
 * The 渠道进件 tab of 客户详情 (issue 16 page 2): the customer's onboarding records, each opening
 * its 进件办理 tab, and 新建进件 for a channel and product (cus:innet).
 */
export function CustomerInnetPanel({ customer }: { customer: { cusCode: string } }) {
  const list = useInnetList({ cusCode: customer.cusCode });
  return <InnetRecords list={list} cusCode={customer.cusCode} />;
}
