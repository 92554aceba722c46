import { Space } from 'antd';

export default function ValidatorsSection() {
  return <Space direction="vertical" size="middle" style={{ width: '100%' }} />;
}
