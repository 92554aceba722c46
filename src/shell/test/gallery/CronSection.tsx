import { Space } from 'antd';

export default function CronSection() {
  return <Space direction="vertical" size="middle" style={{ width: '100%' }} />;
}
