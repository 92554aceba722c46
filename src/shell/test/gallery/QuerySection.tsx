import { Space } from 'antd';

export default function QuerySection() {
  return <Space direction="vertical" size="middle" style={{ width: '100%' }} />;
}
