import { Card } from 'antd';
import { useListLink } from '../../kit/useListLink';
import { InnetRecords } from './InnetRecords';
import { innetFilters, InnetSearchForm, type InnetSearchValues } from './InnetSearchForm';
import { INNET_TEXTS as TEXTS } from './texts';
import { useInnetList } from './useInnetList';

/**
 * 渠道进件 (issue 16 page 4): the onboarding records with their search; a row opens its 进件办理
 * tab, 新建进件 (cus:innet) picks customer, channel and product and opens theirs. A link's
 * filters (`?status=01`, issue 18 item 4) start the list afresh.
 */
export function InnetListPage() {
  const link = useListLink('innet');
  return <InnetList key={link.key} start={link.fields} />;
}

function InnetList({ start }: { start: InnetSearchValues }) {
  const list = useInnetList({}, innetFilters(start));
  return (
    <Card title={TEXTS.listTitle}>
      <InnetSearchForm initialValues={start} onSearch={list.search} />
      <InnetRecords list={list} />
    </Card>
  );
}
