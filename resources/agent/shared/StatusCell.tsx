import { Space, Typography } from 'antd';
import { AGENT_DICT } from '../../../src/lib/agent';
import { StatusTag } from '../../accounting/adjust/StatusTag';
import { AGT_STATUS_COLORS } from './texts';

/** agt_status as a tag, with the reason of the last change under it when there is one. */
export function StatusCell({ status, reason }: { status: string; reason?: string | null }) {
  return (
    <Space direction="vertical" size={0}>
      <StatusTag dictCode={AGENT_DICT.status} value={status} colors={AGT_STATUS_COLORS} />
      {reason ? <Typography.Text style={{ fontSize: 12 }}>{reason}</Typography.Text> : null}
    </Space>
  );
}
