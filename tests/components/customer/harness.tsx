/**
 * Renders the 客户信息 page over recording /cap service calls: the real customer API
 * (providers/customer-api.ts) over a fake `servicePost`, so tests assert the path, payload and
 * page each user action sends, and answer with the contract's envelope as normalised.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { Activity } from 'react';
import { MemoryRouter } from 'react-router';
import {
  createCustomerApi,
  type Customer,
  type ServiceDownload,
} from '../../../providers/customer-api';
import type { ServicePost } from '../../../providers/cap-list';
import type { Normalised, ServicePage } from '../../../providers/http';
import { CustomerApiContext } from '../../../resources/customer/customer/customerApiContext';
import { CustomerListPage } from '../../../resources/customer/customer/CustomerListPage';
import { storage } from '../../../src/lib/storage';

// The page has two dozen antd fields; a loaded two-core machine (load 9 seen) needs far more
// than the suite's 5 s for a message to show. A passing test never waits that long.
configure({ asyncUtilTimeout: 20_000 });

export interface ServiceCall {
  path: string;
  payload: Record<string, unknown>;
  page?: ServicePage;
}

type Answer = Normalised<unknown> | ((call: ServiceCall) => Normalised<unknown> | Promise<never>);

/** A /cap reply as the HTTP layer normalises it (spec 7.1 message: replyText:errorMsg). */
export const capOk = (body: unknown, message = '交易成功'): Normalised<unknown> => ({
  success: true,
  code: '0000',
  message,
  result: body,
});
export const capRefused = (message: string): Normalised<unknown> => ({
  success: false,
  code: 'E3002',
  message,
  result: null,
});

export const INQUIRY = '/cap/cus/v2/CusMastInfoInquiry';
export const ADDITION = '/cap/cus/v2/CusMastInfoAddtion';
export const UPDATING = '/cap/cus/v2/CusMastInfoUpdating';
export const STATUS_MODIFY = '/cap/cus/v2/CusStatusModify';
export const CERT_NO_CHECK = '/cap/cus/v2/CusCertNoCheck';

/** A fake `servicePost` recording every call and answering by path. */
export function recordingPost(answers: Record<string, Answer>) {
  const calls: ServiceCall[] = [];
  const post = ((path: string, payload: object = {}, page?: ServicePage) => {
    const call: ServiceCall = { path, payload: { ...payload }, page };
    calls.push(call);
    const answer = answers[path];
    if (answer === undefined) return Promise.reject(new Error(`unexpected ${path}`));
    return Promise.resolve(typeof answer === 'function' ? answer(call) : answer);
  }) as ServicePost;
  return { post, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

/** A customer of the contract's examples (cap.yaml cusRecord02), in `status`. */
export function customer(overrides: Partial<Customer> = {}): Customer {
  return {
    cusCode: 'C202611000123',
    cusName: '杭州云栖便利店有限公司',
    cusType: '01',
    certType: '01',
    certNo: '91330106MA2H3Y8K4L',
    contactName: '王丽',
    contactMobile: '139****2046',
    agentCode: 'AG001',
    agentName: '杭州西湖代理',
    cusStatus: '02',
    createTime: '2026-11-03 14:22:05',
    ...overrides,
  };
}

export const listBody = (rows: Customer[]) => ({
  listData: rows,
  page: { count: rows.length, pageSize: 10, offset: 0 },
});

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

/** The login's dictionary cache (spec 7.3) with the code sets of codes.md. */
export function seedDictionaries() {
  storage.set('UI_CACHE_DB_DICT_DATA', {
    cus_type: [item('01', '企业'), item('02', '个体工商户'), item('03', '个人')],
    cus_cert_type: [
      item('01', '统一社会信用代码'),
      item('02', '居民身份证'),
      item('03', '营业执照注册号'),
      item('04', '护照'),
    ],
    cus_status: [
      item('00', '草稿'),
      item('01', '待审核'),
      item('02', '已生效'),
      item('03', '已驳回'),
      item('04', '已停用'),
    ],
    cus_settle_acct_type: [item('1', '对公'), item('2', '对私')],
    agent: [item('AG001', '杭州西湖代理'), item('AG002', '上海浦东代理')],
  });
}

export const ALL_CODES = ['cus:add', 'cus:edit', 'cus:audit'] as const;

export function grant(codes: readonly string[]) {
  storage.set(
    'LOGIN_USER_BUTTON_AUTH',
    codes.map((action) => ({ action, type: '1' })),
  );
}

/**
 * The page as a tab shows it at the URL `at` (a list link's query, issue 18): `mode` 'hidden' is
 * a kept-alive tab in the background (spec 2.8).
 */
export function customersView(post: ServicePost, download?: ServiceDownload, at = '/') {
  const client = new QueryClient();
  const api = createCustomerApi(post, download);
  return (mode: 'visible' | 'hidden' = 'visible') => (
    <QueryClientProvider client={client}>
      <AntdApp>
        <CustomerApiContext value={api}>
          <MemoryRouter initialEntries={[at]}>
            <Activity mode={mode}>
              <CustomerListPage />
            </Activity>
          </MemoryRouter>
        </CustomerApiContext>
      </AntdApp>
    </QueryClientProvider>
  );
}

export function renderCustomers(post: ServicePost, download?: ServiceDownload, at?: string) {
  return render(customersView(post, download, at)());
}

/** The row of a customer, by its name. */
export const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

/** Picks `option` in the antd select labelled `label` inside `container`. */
export async function choose(container: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(container).getByLabelText(label));
  const choices = await screen.findAllByTitle(option);
  const last = choices.at(-1);
  if (last) fireEvent.click(last);
}
