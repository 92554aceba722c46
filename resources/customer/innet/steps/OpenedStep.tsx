import { Descriptions, Result } from 'antd';
import type { InnetRecord } from '../../../../providers/customer-innet-api';
import { INNET_TEXTS as TEXTS } from '../texts';

/** 05 已开户: the sub-account the channel opened (CusChannelInnetOpen). */
export function OpenedStep({ record }: { record: InnetRecord }) {
  return (
    <Result
      status="success"
      title={TEXTS.opened}
      extra={
        <Descriptions column={1} bordered size="small" style={{ maxWidth: 480, margin: '0 auto' }}>
          <Descriptions.Item label={TEXTS.subAcctNo}>{record.subAcctNo ?? ''}</Descriptions.Item>
          <Descriptions.Item label={TEXTS.channelMerNo}>
            {record.channelMerNo ?? ''}
          </Descriptions.Item>
          <Descriptions.Item label={TEXTS.openDate}>{record.openDate ?? ''}</Descriptions.Item>
        </Descriptions>
      }
    />
  );
}
