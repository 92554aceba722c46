import { Space } from 'antd';

export default function InputsSection() {
  return <Space direction="vertical" size="middle" style={{ width: '100%' }} />;
}
