import { Card, Descriptions, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { getConfig } from '../../app/config';
import { LOGIN_PATH } from '../../lib/constants';

const present = (value: string) =>
  value ? <Tag color="success">已配置</Tag> : <Tag color="default">未配置</Tag>;

/**
 * /test/home: signed-out diagnostics of the configuration in use (spec 2.1 /test). The signing
 * secret and the login key are only reported as present, never shown.
 */
export function TestHome() {
  const config = getConfig();
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 24 }}>
      <Card title="运行配置检查" style={{ width: 'min(640px, 100%)' }}>
        <Descriptions column={1} bordered size="small">
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
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
          <Link to={LOGIN_PATH}>前往登录</Link>
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
