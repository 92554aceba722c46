import { Spin } from 'antd';

export function PageLoading() {
  return (
    <div style={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <Spin size="large" tip="加载中...">
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </div>
  );
}
