import { Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { brandingOf } from '../../../src/shell/branding/useBranding';
import { LoginFrame } from '../../../src/shell/login/LoginFrame';
import { SignInCard } from '../../../src/shell/login/SignInCard';
import type { BrandInfo } from '../../../src/lib/branding';
import { BRAND_TEXTS as TEXTS } from './texts';

/**
 * The login page as it will look with `info` (spec 2.4): the browser tab (title and icon), then
 * the login page's own frame (LoginFrame, the one the login layout draws) with a sign-in card in
 * its centre; the header menu items the cfg* flags turn on (spec 2.6) are listed under it.
 */
export function LoginPreview({ info }: { info: BrandInfo }) {
  const branding = brandingOf(info);
  const menuItems = [
    TEXTS.alwaysShown,
    ...(branding.flags.cfgPayPwd ? [TEXTS.cfgPayPwd] : []),
    ...(branding.flags.cfgDataDecrypt ? [TEXTS.cfgDataDecrypt] : []),
    ...(branding.flags.cfgOpPwd ? [TEXTS.cfgOpPwd] : []),
  ];
  return (
    <Card
      size="small"
      title={TEXTS.preview}
      role="region"
      aria-label={TEXTS.preview}
      styles={{ body: { padding: 0 } }}
    >
      <Flex
        align="center"
        gap={8}
        data-testid="preview-tab"
        style={{ padding: '6px 12px', background: '#f0f0f0', borderBottom: '1px solid #d9d9d9' }}
      >
        <img src={branding.tabIconUrl} alt="" width={16} height={16} />
        <Typography.Text ellipsis data-testid="preview-tab-title">
          {branding.tabTitle}
        </Typography.Text>
      </Flex>
      <div style={{ height: 420, overflow: 'hidden' }} data-testid="login-preview">
        <LoginFrame branding={branding} preview>
          <SignInCard title={TEXTS.previewCard}>
            <Skeleton.Input block style={{ marginBottom: 12 }} />
            <Skeleton.Input block style={{ marginBottom: 12 }} />
            <Skeleton.Button block />
          </SignInCard>
        </LoginFrame>
      </div>
      <div style={{ padding: 12 }}>
        <Typography.Text>{TEXTS.userMenu}：</Typography.Text>
        <span data-testid="preview-menu">
          {menuItems.map((item) => (
            <Tag key={item}>{item}</Tag>
          ))}
        </span>
        <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
          {TEXTS.previewHint}
        </Typography.Paragraph>
      </div>
    </Card>
  );
}
