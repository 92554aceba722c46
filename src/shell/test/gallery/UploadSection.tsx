import { Space } from 'antd';

export default function UploadSection() {
  return <Space direction="vertical" size="middle" style={{ width: '100%' }} />;
}
