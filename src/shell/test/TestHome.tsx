import { Alert, Card, Descriptions, Spin, Tag, Typography } from 'antd';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { getConfig } from '../../lib/config';
import { lazyWithRetry } from '../../components/ErrorBoundary';
import { LOGIN_PATH } from '../../lib/constants';
import { storage } from '../../lib/storage';

const WidgetGallery = lazyWithRetry(
  () => import('./gallery/WidgetGallery'),
  'page',
  (module) => module.WidgetGallery,
);

const present = (value: string) =>
  value ? <Tag color="success">已配置</Tag> : <Tag color="default">未配置</Tag>;

const GALLERY_LOGIN = `${LOGIN_PATH}?redirect=${encodeURIComponent('/test/home')}`;

/**
 * /test/home (spec 2.1 TestHome): diagnostics of the configuration in use, and for a signed-in
 * user the widget gallery. The signing secret and the login key are only reported as present.
 * The gallery needs a session because its widgets read real (or mocked) backend data.
 */
export function TestHome() {
  const config = getConfig();
  const signedIn = storage.hasSession();
  return (
    <div
      style={{ minHeight: '100vh', padding: 24, display: 'grid', gap: 16, alignContent: 'start' }}
    >
      <Card title="运行配置检查">
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label="接口地址">{config.apiBase}</Descriptions.Item>
          <Descriptions.Item label="静态资源路径">{config.staticBase}</Descriptions.Item>
          <Descriptions.Item label="静态资源地址">{config.staticDomain}</Descriptions.Item>
          <Descriptions.Item label="WebSocket 地址">
            {config.wsBase || '与页面同源'}
          </Descriptions.Item>
          <Descriptions.Item label="帮助链接">{present(config.helpUrl)}</Descriptions.Item>
          <Descriptions.Item label="签名密钥">{present(config.signSecret)}</Descriptions.Item>
          <Descriptions.Item label="登录加密密钥">{present(config.loginAesKey)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="组件库">
        {signedIn ? (
          <Suspense fallback={<Spin tip="加载中..." />}>
            <WidgetGallery />
          </Suspense>
        ) : (
          <Alert
            type="info"
            showIcon
            message="组件库需要登录后使用"
            description={
              <Typography.Text>
                选择器、上传、字典等组件会读取后端数据。<Link to={GALLERY_LOGIN}>前往登录</Link>
              </Typography.Text>
            }
          />
        )}
      </Card>
    </div>
  );
}
