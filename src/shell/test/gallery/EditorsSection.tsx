import { Space } from 'antd';

export default function EditorsSection() {
  return <Space direction="vertical" size="middle" style={{ width: '100%' }} />;
}
