import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import { INNET_TEXTS as TEXTS } from '../texts';

/** 01 审核中: the channel decides; the console only reads the record again. */
export function ReviewStep({ rereading, onReread }: { rereading: boolean; onReread: () => void }) {
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="info" showIcon message={TEXTS.inReview} />
      <Button icon={<ReloadOutlined />} loading={rereading} onClick={onReread}>
        {TEXTS.reread}
      </Button>
    </Space>
  );
}
