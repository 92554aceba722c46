import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Drawer, Layout } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { HOME_PATH, type DisplaySettings } from '../../lib/constants';
import { isFluidContent } from '../../lib/displaySettings';
import { breadcrumbFor, findRouteNode } from '../../lib/menu/buildMenuModel';
import type { MenuModel } from '../../lib/menu/types';
import { copyrightNotice } from '../branding/copyrightNotice';
import { useBranding } from '../branding/useBranding';
import { NavMenu } from '../menu/NavMenu';
import { useHideOnScroll } from '../useHideOnScroll';
import { COLLAPSED_QUERY, MOBILE_QUERY, useMediaQuery } from './useMediaQuery';

const SIDER_WIDTH = 200;
const SIDER_COLLAPSED_WIDTH = 80;
/** Content width of the 'Fixed' setting in top-menu mode (spec 2.9). */
const FIXED_CONTENT_WIDTH = 1200;
/** 6.4:1 on the layout's #f5f5f5 whatever the theme's secondary text colour is (issue 14). */
const FOOTER_TEXT_COLOR = '#595959';

export interface SignedInLayoutProps {
  model: MenuModel;
  settings: DisplaySettings;
  /** Right side of the header (search, help, notices, user menu). */
  headerExtra?: ReactNode;
  /** Under the header (tabs). */
  tabs?: ReactNode;
  /** The routed page; the plain outlet unless the tabs keep pages alive. */
  content?: ReactNode;
  title: ReactNode;
}

/** Signed-in layout (spec 2.5): side or top menu, mobile drawer, header, breadcrumb, footer. */
export function SignedInLayout({
  model,
  settings,
  headerExtra,
  tabs,
  content,
  title,
}: SignedInLayoutProps) {
  const { navTheme, layout: navMode } = settings;
  const headerHidden = useHideOnScroll(settings);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const narrow = useMediaQuery(COLLAPSED_QUERY);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const branding = useBranding();
  const crumbs = breadcrumbFor(model, pathname, HOME_PATH);
  const showHeaderContent = !findRouteNode(model, pathname)?.hideHeaderContent;
  const side = navMode === 'sidemenu' || mobile;

  const toggle = (
    <Button
      type="text"
      aria-label={mobile ? '打开菜单' : collapsed ? '展开菜单' : '收起菜单'}
      icon={collapsed || mobile ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      onClick={() => (mobile ? setDrawerOpen(true) : setCollapsed((value) => !value))}
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {side && !mobile && (
        <Layout.Sider
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsed={collapsed || narrow}
          theme={navTheme}
          trigger={null}
          // spec 2.9: 固定侧边菜单 keeps the menu in view while the page scrolls.
          style={
            settings.fixSiderbar
              ? { position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }
              : undefined
          }
        >
          <div
            style={{
              height: 64,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              overflow: 'hidden',
              // The title inherits its colour: white on the dark menu (issue 14, contrast).
              color: navTheme === 'dark' ? '#fff' : undefined,
            }}
          >
            {title}
          </div>
          <NavMenu model={model} mode="inline" theme={navTheme} collapsed={collapsed || narrow} />
        </Layout.Sider>
      )}
      {mobile && (
        <Drawer
          placement="left"
          width={SIDER_WIDTH}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          styles={{ body: { padding: 0 } }}
          title={title}
        >
          <NavMenu
            model={model}
            mode="inline"
            theme="light"
            onNavigate={() => setDrawerOpen(false)}
          />
        </Drawer>
      )}
      <Layout>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 16,
            paddingInline: 16,
            background:
              navMode === 'topmenu' && !mobile && navTheme === 'dark' ? undefined : '#fff',
            ...(settings.fixedHeader ? { position: 'sticky', top: 0, zIndex: 10 } : {}),
            // spec 9: the fixed header slides away after a scroll of more than 100 px.
            transform: headerHidden ? 'translateY(-100%)' : undefined,
            transition: 'transform 0.2s',
          }}
        >
          {side ? toggle : <div style={{ flex: '0 0 auto' }}>{title}</div>}
          {!side && <NavMenu model={model} mode="horizontal" theme={navTheme} />}
          <div style={{ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: 8 }}>
            {headerExtra}
          </div>
        </Layout.Header>
        {tabs}
        <Layout.Content
          style={{
            margin: 16,
            ...(navMode === 'topmenu' && !isFluidContent(settings)
              ? { width: '100%', maxWidth: FIXED_CONTENT_WIDTH, marginInline: 'auto' }
              : {}),
          }}
        >
          {showHeaderContent && (
            <Breadcrumb
              style={{ marginBottom: 12 }}
              items={crumbs.map((crumb) => ({
                key: `${crumb.title}-${crumb.path ?? 'current'}`,
                title: crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
              }))}
            />
          )}
          {content ?? <Outlet />}
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center', color: FOOTER_TEXT_COLOR }}>
          {copyrightNotice(branding)}
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
