import { Space } from 'antd';

export default function PickersSection() {
  return <Space direction="vertical" size="middle" style={{ width: '100%' }} />;
}
