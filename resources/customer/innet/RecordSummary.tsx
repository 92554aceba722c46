import { Descriptions } from 'antd';
import type { InnetKey, InnetRecord } from '../../../providers/customer-innet-api';
import { INNET_STATUS } from '../../../src/lib/customer';
import { useDictText } from '../customer/useDictText';
import { INNET_TEXTS as TEXTS } from './texts';

/** Whose onboarding this is and where it stands, codes through their dictionaries. */
export function RecordSummary({ innetKey, record }: { innetKey: InnetKey; record?: InnetRecord }) {
  const channelText = useDictText('cus_channel');
  const productText = useDictText('cus_product');
  const statusText = useDictText('cus_innet_status');
  const customer = record?.cusName ? `${record.cusName}（${innetKey.cusCode}）` : innetKey.cusCode;
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginBottom: 24 }}>
      <Descriptions.Item label={TEXTS.customer}>{customer}</Descriptions.Item>
      <Descriptions.Item label={TEXTS.channel}>
        {channelText(innetKey.channelCode)}
      </Descriptions.Item>
      <Descriptions.Item label={TEXTS.product}>
        {productText(innetKey.productCode)}
      </Descriptions.Item>
      <Descriptions.Item label={TEXTS.status}>
        {statusText(record?.innetStatus ?? INNET_STATUS.toSubmit)}
      </Descriptions.Item>
      <Descriptions.Item label="进件编号">{record?.innetNo ?? ''}</Descriptions.Item>
      <Descriptions.Item label={TEXTS.updateTime}>{record?.updateTime ?? ''}</Descriptions.Item>
    </Descriptions>
  );
}
