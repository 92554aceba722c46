import { Layout, Space, Typography } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ICP_REGISTRY_URL, publicSecurityRecordUrl } from '../../lib/branding';
import { DEFAULT_LOGO } from '../../lib/constants';
import { useBranding } from '../branding/useBranding';
import { useDocumentBranding } from '../branding/useDocumentBranding';
import { PageLoading } from '../PageLoading';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A server logo that does not load gives way to the built-in one (spec 9 defaults). */
function showDefaultLogo(image: HTMLImageElement) {
  if (!image.src.endsWith(DEFAULT_LOGO)) image.src = DEFAULT_LOGO;
}

/**
 * The frame of every sign-in family page (spec 2.4): logo and system name on top, the routed page
 * in the centre, copyright, company and the two filing links below; tab title and icon too.
 */
export function LoginLayout() {
  const branding = useBranding();
  useDocumentBranding(branding.tabTitle, branding.tabIconUrl);
  return (
    <Layout
      style={{
        minHeight: '100vh',
        background: `#f0f2f5 url(${JSON.stringify(branding.backgroundUrl)}) center / cover no-repeat`,
      }}
    >
      <Layout.Header
        style={{
          background: 'transparent',
          height: 'auto',
          padding: '32px 24px 0',
          textAlign: 'center',
        }}
      >
        <Space size="middle" align="center">
          <img
            src={branding.logoUrl}
            alt="logo"
            style={{ height: 44 }}
            onError={(event) => showDefaultLogo(event.currentTarget)}
          />
          <Typography.Title level={2} style={{ margin: 0 }}>
            {branding.sysName}
          </Typography.Title>
        </Space>
      </Layout.Header>
      <Layout.Content style={{ display: 'grid', placeItems: 'center', padding: 24 }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      <Layout.Footer style={{ background: 'transparent', textAlign: 'center' }}>
        <Space split="|" wrap style={{ justifyContent: 'center' }}>
          <Typography.Text type="secondary">
            Copyright © {branding.copyright} {branding.company}
          </Typography.Text>
          {branding.registerEnt && (
            <Typography.Link href={ICP_REGISTRY_URL} {...external}>
              {branding.registerEnt}
            </Typography.Link>
          )}
          {branding.registerSecurity && (
            <Typography.Link
              href={publicSecurityRecordUrl(branding.registerSecurity)}
              {...external}
            >
              {branding.registerSecurity}
            </Typography.Link>
          )}
        </Space>
      </Layout.Footer>
    </Layout>
  );
}
