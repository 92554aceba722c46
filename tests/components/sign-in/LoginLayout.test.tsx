import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Branding } from '../../../src/lib/branding';
import { LoginLayout } from '../../../src/shell/login/LoginLayout';

const branding = vi.hoisted((): Branding => ({
  sysName: '汇联支付运营支撑平台',
  logoUrl: 'https://static.example.com/brand/logo.png',
  backgroundUrl: '/background.svg',
  tabTitle: '汇联支付业务运营支撑系统',
  tabIconUrl: 'https://static.example.com/brand/favicon.png',
  copyright: '2017-2026',
  company: '汇联支付科技有限公司',
  registerEnt: '京ICP备2020012345号-1',
  registerSecurity: '京公网安备11010502040000号',
  helpUrl: '',
  flags: { cfgPayPwd: false, cfgDataDecrypt: false, cfgOpPwd: false },
}));
vi.mock('../../../src/shell/branding/useBranding', () => ({ useBranding: () => branding }));

function renderLayout() {
  render(
    <MemoryRouter initialEntries={['/user/page']}>
      <Routes>
        <Route path="/user" element={<LoginLayout />}>
          <Route path="page" element={<p>routed page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('LoginLayout (spec 2.4)', { timeout: 30_000 }, () => {
  it('shows logo, system name, the routed page and the footer', async () => {
    renderLayout();

    expect(await screen.findByText('routed page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '汇联支付运营支撑平台' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'logo' })).toHaveAttribute('src', branding.logoUrl);
    expect(screen.getByText(/Copyright © 2017-2026 汇联支付科技有限公司/)).toBeInTheDocument();
  });

  it('links the two filing numbers to their registries in a new tab', () => {
    renderLayout();

    const icp = screen.getByRole('link', { name: '京ICP备2020012345号-1' });
    expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    const security = screen.getByRole('link', { name: '京公网安备11010502040000号' });
    expect(security).toHaveAttribute(
      'href',
      'https://beian.mps.gov.cn/#/query/webSearch?code=11010502040000',
    );
    for (const link of [icp, security]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('sets the tab title and icon', () => {
    renderLayout();

    expect(document.title).toBe('汇联支付业务运营支撑系统');
    expect(document.querySelector('link[rel~="icon"]')).toHaveAttribute(
      'href',
      branding.tabIconUrl,
    );
  });
});
