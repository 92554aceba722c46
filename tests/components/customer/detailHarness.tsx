/**
 * Renders 客户详情 at /cus/cusMastInfoDetail/<cusCode> over recording /cap calls: the real
 * detail and customer APIs (providers/customer-fee-api.ts, customer-api.ts) over a fake
 * `servicePost` and SMS sender, so tests assert the path and payload each user action sends.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createCustomerApi } from '../../../providers/customer-api';
import {
  createCustomerDetailApi,
  type CustomerDetailApi,
  type SmsOutcome,
} from '../../../providers/customer-fee-api';
import { CustomerApiContext } from '../../../resources/customer/customer/customerApiContext';
import { CustomerDetailApiContext } from '../../../resources/customer/detail/detailApiContext';
import { CustomerDetailPage } from '../../../resources/customer/detail/CustomerDetailPage';
import { CustomerFeePanel } from '../../../resources/customer/fee/CustomerFeePanel';
import { storage } from '../../../src/lib/storage';
import { capOk, customer, INQUIRY, listBody, recordingPost } from './harness';

export { capOk, capRefused, choose, grant, INQUIRY, listBody } from './harness';

export const FEE_INQUIRY = '/cap/cus/v2/CusConfigFeeInquiry';
export const FEE_SAVE = '/cap/cus/v2/CusConfigFee';
export const INNET_INQUIRY = '/cap/cus/v1/CusChannelInnetInquiry';
export const SET_OP_PASSWORD = '/cap/cus/v2/CusSetOpPwd';

export const DETAIL_CODES = ['cus:fee', 'cus:oppwd'] as const;

/** The customer of the contract's examples (cap.yaml cusRecord02) with its detail fields. */
export const yunqi = customer({
  cusShortName: '云栖便利店',
  legalName: '陈建国',
  legalCertNo: '3301**********1234',
  legalMobile: '138****5678',
  email: 'finance@yunqi-shop.cn',
  mccCode: '5411',
  mccName: '大型仓储式超市、便利店',
  regCapital: '1000000.00',
  settleAcct: {
    acctType: '1',
    acctName: '杭州云栖便利店有限公司',
    acctNo: '6222 **** **** 3201',
    bankName: '中国工商银行',
  },
});

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

/** The login's dictionary cache (spec 7.3) with the code sets of the detail page. */
export function seedDetailDictionaries() {
  storage.set('UI_CACHE_DB_DICT_DATA', {
    cus_type: [item('01', '企业'), item('02', '个体工商户'), item('03', '个人')],
    cus_cert_type: [item('01', '统一社会信用代码'), item('02', '居民身份证')],
    cus_status: [item('00', '草稿'), item('01', '待审核'), item('02', '已生效')],
    cus_settle_acct_type: [item('1', '对公'), item('2', '对私')],
    agent: [item('AG001', '杭州西湖代理')],
    cus_channel: [item('UNIONPAY', '银联'), item('NUCC', '网联'), item('ICBC', '工商银行')],
    cus_product: [item('QR_PAY', '扫码支付'), item('QUICK_PAY', '快捷支付')],
    cus_fee_mode: [item('01', '按笔固定'), item('02', '按比例'), item('03', '阶梯')],
  });
}

type Answers = Parameters<typeof recordingPost>[0];

/** `page` over recording calls answering `answers` (by path); the customer read is `yunqi`. */
function renderOver(answers: Answers, page: (api: CustomerDetailApi) => ReactNode) {
  const recorder = recordingPost({
    [INQUIRY]: capOk(listBody([yunqi])),
    [FEE_INQUIRY]: capOk(listBody([])),
    ...answers,
  });
  const smsSent: Record<string, unknown>[] = [];
  const sms = { outcome: { ok: true } as SmsOutcome };
  const api = createCustomerDetailApi({
    post: recorder.post,
    sendSms: (request) => {
      smsSent.push({ ...request });
      return Promise.resolve(sms.outcome);
    },
    encrypt: (plain) => `aes(${plain})`,
  });
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <AntdApp>
        <CustomerApiContext value={createCustomerApi(recorder.post)}>
          <CustomerDetailApiContext value={api}>{page(api)}</CustomerDetailApiContext>
        </CustomerApiContext>
      </AntdApp>
    </QueryClientProvider>,
  );
  return { ...recorder, smsSent, sms, view };
}

/** 客户详情 at /cus/cusMastInfoDetail/<cusCode>. */
export function renderDetail(answers: Answers = {}, cusCode = yunqi.cusCode) {
  return renderOver(answers, () => (
    <MemoryRouter initialEntries={[`/cus/cusMastInfoDetail/${cusCode}`]}>
      <Routes>
        <Route path="/cus/cusMastInfoDetail/:cusCode" element={<CustomerDetailPage />} />
      </Routes>
    </MemoryRouter>
  ));
}

/** The 费率配置 panel of `yunqi` alone, as its tab shows it. */
export function renderFeePanel(answers: Answers = {}) {
  return renderOver(answers, () => <CustomerFeePanel customer={yunqi} />);
}
