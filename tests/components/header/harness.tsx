/** Rendering and fakes shared by the header component tests. */
import { Refine, type AuthProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { AccountApi } from '../../../providers/account-api';
import { i18nProvider } from '../../../providers/i18n';
import { readSessionProfile, type SessionProfile } from '../../../src/lib/headerRules';
import { shellSessionOf, ShellSessionScope } from '../shellSession';

export function Landing() {
  const { pathname } = useLocation();
  return <p>landed on {pathname}</p>;
}

export function fakeAuthProvider(): AuthProvider & { logout: ReturnType<typeof vi.fn> } {
  return {
    login: async () => ({ success: true }),
    logout: vi.fn(async () => ({ success: true })),
    check: async () => ({ authenticated: true }),
    onError: async () => ({}),
    getIdentity: async () => ({ id: 'u1', username: 'admin', name: '系统管理员' }),
  };
}

export function renderInApp(ui: ReactElement, authProvider: AuthProvider = fakeAuthProvider()) {
  return render(
    <MemoryRouter initialEntries={['/Home']}>
      <AntdApp>
        <Refine
          routerProvider={routerProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          options={{ disableTelemetry: true }}
        >
          <ShellSessionScope session={shellSessionOf(authProvider)} withinRefine>
            <Routes>
              <Route path="/Home" element={ui} />
              <Route path="*" element={<Landing />} />
            </Routes>
          </ShellSessionScope>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}

/** Every account call answers ok unless a test says otherwise. */
export function okAccountApi(): { [K in keyof AccountApi]: ReturnType<typeof vi.fn> } {
  return {
    updateLoginPassword: vi.fn(async () => ({ ok: true })),
    modifyPayPassword: vi.fn(async () => ({ ok: true })),
    setOperationPassword: vi.fn(async () => ({ ok: true })),
    sendSmsCaptcha: vi.fn(async () => ({ ok: true })),
    decryptData: vi.fn(async () => ({ ok: true })),
    getCurrentUserDeparts: vi.fn(async () => ({ ok: true, departs: [] })),
    selectDepart: vi.fn(async () => ({ ok: true })),
  };
}

export const PLAT_USER = {
  id: 'u1',
  username: 'admin',
  mobile: '13800138000',
  mobileDesensitized: '138****8000',
  sys: {
    id: 's1',
    sysName: '运营平台',
    group: {
      id: 'g1',
      groupName: '平台运营',
      groupType: 'plat_ops',
      groupBsnObj: { cusCode: 'C001' },
    },
    listGroup: [
      { id: 'g1', groupName: '平台运营', groupType: 'plat_ops' },
      { id: 'g2', groupName: '机构服务', groupType: 'org_service' },
    ],
  },
  listSys: [
    { id: 's1', sysName: '运营平台' },
    {
      id: 's2',
      sysName: '商户平台',
      group: { id: 'g3', groupName: '商户', groupType: 'mch_admin' },
    },
  ],
  listEntity: [{ entityName: '汇联支付', url: 'https://a.example.com/', status: 1 }],
  org: { orgType: 'self' },
};

export const MERCHANT_USER = {
  id: 'u2',
  username: 'merchant',
  sys: { id: 's2', group: { id: 'g3', groupName: '商户', groupType: 'mch_admin' } },
};

export const profileOf = (info: Record<string, unknown>): SessionProfile =>
  readSessionProfile(info);
