/**
 * Renders the 商户管理 page over recording /cap service calls: the real sub-merchant and customer
 * APIs (providers/submch-api.ts, providers/customer-api.ts, the latter for the platform-customer
 * picker and the industry tree) over one fake `servicePost`, so tests assert the path and payload
 * each user action sends and answer with the contract's envelope as normalised.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ServicePost } from '../../../providers/cap-list';
import { createCustomerApi } from '../../../providers/customer-api';
import type { Normalised, ServicePage } from '../../../providers/http';
import { createSubMchApi, type SubMch } from '../../../providers/submch-api';
import { CustomerApiContext } from '../../../resources/customer/customer/customerApiContext';
import { SubMchApiContext } from '../../../resources/merchant/submch/subMchApiContext';
import { SubMchListPage } from '../../../resources/merchant/submch/SubMchListPage';
import { storage } from '../../../src/lib/storage';

// The form has twenty antd fields; a loaded two-core machine needs far more than the suite's 5 s
// for a message to show. A passing test never waits that long.
configure({ asyncUtilTimeout: 20_000 });

export interface ServiceCall {
  path: string;
  payload: Record<string, unknown>;
  page?: ServicePage;
}

type Answer = Normalised<unknown> | ((call: ServiceCall) => Normalised<unknown>);

/** A /cap reply as the HTTP layer normalises it (spec 7.1 message: replyText:errorMsg). */
export const capOk = (body: unknown, message = '交易成功'): Normalised<unknown> => ({
  success: true,
  code: '0000',
  message,
  result: body,
});
export const capRefused = (message: string): Normalised<unknown> => ({
  success: false,
  code: 'E5105',
  message,
  result: null,
});

export const INQUIRY = '/cap/mch/v1/SubMchInquiry';
export const ADDITION = '/cap/mch/v1/SubMchAddtion';
export const UPDATING = '/cap/mch/v1/SubMchUpdating';
export const STATUS_MODIFY = '/cap/mch/v1/SubMchStatusModify';
export const CUSTOMERS = '/cap/cus/v2/CusMastInfoInquiry';
export const MCC_TREE = '/cap/cus/v1/CusMccInquiry';

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

/** A sub-merchant of the contract's examples (cap.yaml subMchRecord01), in `status`. */
export function subMch(overrides: Partial<SubMch> = {}): SubMch {
  return {
    mchCode: 'M202611000201',
    mchName: '杭州云栖便利店有限公司转塘分店',
    mchShortName: '云栖转塘店',
    cusType: '01',
    certType: '01',
    certNo: '91330106MA2K7D3P5X',
    legalName: '陈建国',
    legalCertNo: '3301**********1234',
    contactName: '赵晓燕',
    contactMobile: '138****8000',
    email: 'zhuantang@yunqi-shop.cn',
    areaCode: '330106',
    address: '转塘街道之江路1088号1层',
    mcc: '5411',
    settleAcct: {
      acctKind: '1',
      acctName: '杭州云栖便利店有限公司转塘分店',
      cardNo: '6222 **** **** 5512',
      bankName: '中国工商银行',
      branchName: '中国工商银行股份有限公司杭州之江支行',
    },
    platformCusCode: 'C202611000123',
    platformCusName: '杭州云栖便利店有限公司',
    status: '01',
    createTime: '2026-11-06 10:12:40',
    ...overrides,
  };
}

export const listBody = (rows: readonly unknown[]) => ({
  listData: rows,
  page: { count: rows.length, pageSize: 10, offset: 0 },
});

/** The platform customers the picker offers (one effective customer). */
export const platformCustomers = capOk(
  listBody([
    {
      cusCode: 'C202611000123',
      cusName: '杭州云栖便利店有限公司',
      cusType: '01',
      certType: '01',
      certNo: '91330106MA2H3Y8K4L',
      contactName: '王丽',
      contactMobile: '139****2046',
      cusStatus: '02',
      createTime: '2026-11-03 14:22:05',
    },
  ]),
);

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

/** The login's dictionary cache (spec 7.3) with the code sets the page shows. */
export function seedDictionaries() {
  storage.set('UI_CACHE_DB_DICT_DATA', {
    cus_type: [item('01', '企业'), item('02', '个体工商户'), item('03', '个人')],
    cus_cert_type: [
      item('01', '统一社会信用代码'),
      item('02', '居民身份证'),
      item('03', '营业执照注册号'),
      item('04', '护照'),
    ],
    cus_settle_acct_type: [item('1', '对公'), item('2', '对私')],
    submch_status: [
      item('00', '待审核'),
      item('01', '已启用'),
      item('02', '已停用'),
      item('03', '已驳回'),
    ],
  });
}

export const ALL_CODES = ['submch:add', 'submch:edit', 'submch:enable', 'submch:disable'] as const;

export function grant(codes: readonly string[]) {
  storage.set(
    'LOGIN_USER_BUTTON_AUTH',
    codes.map((action) => ({ action, type: '1' })),
  );
}

export function renderSubMchs(post: ServicePost) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <AntdApp>
        <CustomerApiContext value={createCustomerApi(post)}>
          <SubMchApiContext value={createSubMchApi(post)}>
            <SubMchListPage />
          </SubMchApiContext>
        </CustomerApiContext>
      </AntdApp>
    </QueryClientProvider>,
  );
}

/** The row of a sub-merchant, by its name. */
export const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

/** The labels of the row's 操作 buttons. */
export const actionsOf = (name: string) =>
  [...rowOf(name).querySelectorAll('td:last-child button')].map((button) => button.textContent);

/** Picks `option` in the antd select labelled `label` inside `container`. */
export async function choose(container: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(container).getByLabelText(label));
  const choices = await screen.findAllByTitle(option);
  const last = choices.at(-1);
  if (last) fireEvent.click(last);
}

export const dialog = () => screen.getByRole('dialog');
export const confirm = () =>
  fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
export const typeIn = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
