import { Card } from 'antd';
import { InnetRecords } from './InnetRecords';
import { InnetSearchForm } from './InnetSearchForm';
import { INNET_TEXTS as TEXTS } from './texts';
import { useInnetList } from './useInnetList';

/**
 * 渠道进件 (issue 16 page 4): the onboarding records with their search; a row opens its 进件办理
 * tab, 新建进件 (cus:innet) picks customer, channel and product and opens theirs.
 */
export function InnetListPage() {
  const list = useInnetList();
  return (
    <Card title={TEXTS.listTitle}>
      <InnetSearchForm onSearch={list.search} />
      <InnetRecords list={list} />
    </Card>
  );
}
