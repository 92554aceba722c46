import { Space } from 'antd';

export default function DictionarySection() {
  return <Space direction="vertical" size="middle" style={{ width: '100%' }} />;
}
