/**
 * Renders 系统配置, 实体管理 and 租户管理 over recording /cap service calls: the real API
 * (providers/auth-admin-api.ts) over a fake `servicePost`, so tests assert the path and payload
 * each user action sends.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import {
  AUTH_ADMIN_PATHS,
  createAuthAdminApi,
  type AuthEntity,
  type AuthSystem,
  type AuthTenant,
} from '../../../providers/auth-admin-api';
import type { ServicePost } from '../../../providers/cap-list';
import { AuthAdminApiContext } from '../../../resources/auth/shared/authAdminApiContext';
import { EntityListPage } from '../../../resources/auth/entity/EntityListPage';
import { SystemListPage } from '../../../resources/auth/system/SystemListPage';
import { TenantListPage } from '../../../resources/auth/tenant/TenantListPage';
import { storage } from '../../../src/lib/storage';
import { AUTH_ADMIN_BUTTON } from '../../../src/lib/auth';

configure({ asyncUtilTimeout: 20_000 });

export { capOk, capRefused, choose, grant, recordingPost } from '../customer/harness';
export { AUTH_ADMIN_PATHS };

export const ALL_CODES = Object.values(AUTH_ADMIN_BUTTON);

export const SYS_INFO =
  '{"sysName":"汇联支付运营支撑平台","tabTitle":"汇联支付业务运营支撑系统","logo":"brand/huilian-logo.svg","copyright":"2017-2026","company":"汇联支付科技有限公司","registerEnt":"京ICP备2020012345号-1","cfgOpPwd":"true","cfgPayPwd":"false","cfgDataDecrypt":"false","helpUrl":"https://help.example.com/console","legacy":"keep"}';

/** SYS0001 of the contract's examples (shortened system info, plus a field the form does not know). */
export function system(overrides: Partial<AuthSystem> = {}): AuthSystem {
  return {
    sysId: 'SYS0001',
    sysCode: 'hl_ops',
    sysName: '汇联支付运营支撑平台',
    url: 'console.huilianpay.com',
    port: '443',
    entityId: 'E1001',
    entityName: '汇联支付科技有限公司',
    sysStatus: '1',
    sysInfo: SYS_INFO,
    remark: '员工运营后台',
    createTime: '2024-03-01 09:00:00',
    updateTime: '2026-11-20 16:12:08',
    updateBy: '张敏',
    ...overrides,
  };
}

export function entity(overrides: Partial<AuthEntity> = {}): AuthEntity {
  return {
    entityId: 'E1001',
    entityName: '汇联支付科技有限公司',
    shortName: '汇联支付',
    creditCode: '91110108MA01KX7Q3B',
    orgType: 'self',
    legalPerson: '陈建国',
    contactName: '刘洋',
    contactMobile: '138****8000',
    url: 'console.huilianpay.com',
    status: '1',
    statusReason: null,
    remark: null,
    createTime: '2017-06-01 09:00:00',
    ...overrides,
  };
}

export function tenant(overrides: Partial<AuthTenant> = {}): AuthTenant {
  return {
    tenantId: '1002',
    tenantName: '汇联商户',
    url: 'mch.huilianpay.com',
    tenantStatus: '1',
    tenantInfo: '{"sysName":"汇联商户服务平台","company":"上海汇联商务服务有限公司"}',
    remark: null,
    createTime: '2019-03-12 10:30:00',
    ...overrides,
  };
}

export const page = <Row,>(rows: Row[]) => ({
  listData: rows,
  page: { count: rows.length, pageSize: 10, offset: 0 },
});

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

/** The login's dictionary cache. */
export function seedDictionaries() {
  storage.set('UI_CACHE_DB_DICT_DATA', {
    auth_sys_status: [item('1', '启用'), item('0', '停用')],
    auth_org_type: [
      item('self', '自营机构'),
      item('partner', '合作机构'),
      item('agent', '代理机构'),
    ],
    auth_sys_theme: [item('light', '亮色'), item('dark', '暗色')],
  });
}

export function view(post: ServicePost, content: ReactNode) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <AntdApp>
        <AuthAdminApiContext value={createAuthAdminApi(post)}>{content}</AuthAdminApiContext>
      </AntdApp>
    </QueryClientProvider>
  );
}

export const renderSystems = (post: ServicePost) => render(view(post, <SystemListPage />));
export const renderEntities = (post: ServicePost) => render(view(post, <EntityListPage />));
export const renderTenants = (post: ServicePost) => render(view(post, <TenantListPage />));

export const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
export const drawer = () => screen.getByRole('dialog');
