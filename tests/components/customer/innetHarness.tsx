/**
 * Renders the 渠道进件 pages over recording /cap service calls: the real onboarding API
 * (providers/customer-innet-api.ts) over a fake `servicePost` (harness.tsx), so tests assert the
 * path and payload each step sends and answer with the contract's envelope as normalised.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { Activity, type ReactNode } from 'react';
import type { ServicePost } from '../../../providers/cap-list';
import {
  createInnetApi,
  type ChannelFormField,
  type InnetKey,
  type InnetRecord,
} from '../../../providers/customer-innet-api';
import { createCustomerApi } from '../../../providers/customer-api';
import { CustomerApiContext } from '../../../resources/customer/customer/customerApiContext';
import { InnetApiContext } from '../../../resources/customer/innet/innetApiContext';
import { OnboardingFlow } from '../../../resources/customer/innet/OnboardingFlow';
import { storage } from '../../../src/lib/storage';

export const PATHS = {
  inquiry: '/cap/cus/v1/CusChannelInnetInquiry',
  form: '/cap/cus/v1/CusChannelFormInquiry',
  submit: '/cap/cus/v1/CusChannelInnet',
  sign: '/cap/cus/v1/CusChannelInnetSign',
  smsApply: '/cap/cus/v2/CusChannelInnetSmsApply',
  smsConfirm: '/cap/cus/v2/CusChannelInnetSmsConfirm',
  payConfirm: '/cap/cus/v2/CusChannelInnetPayConfirm',
  open: '/cap/cus/v2/CusChannelInnetOpen',
} as const;

export const KEY: InnetKey = {
  cusCode: 'C202611000123',
  channelCode: 'NUCC',
  productCode: 'QUICK_PAY',
};

const AGREEMENT = {
  agreementNo: 'XY-NUCC-20261125-0002',
  agreementTitle: '网联快捷支付特约商户服务协议',
  agreementUrl: 'https://contract.example.com/nucc/XY-NUCC-20261125-0002.pdf',
  agreementText:
    '甲方（网联清算有限公司）与乙方（杭州云栖便利店有限公司）就快捷支付服务达成如下协议',
  signerName: null,
  signTime: null,
};

/** The contract's record (cap.yaml innetRecord00 … 09) in `status`. */
export function innetRecord(
  innetStatus: InnetRecord['innetStatus'],
  overrides: Partial<InnetRecord> = {},
): InnetRecord {
  const submitted = innetStatus !== '00';
  return {
    innetNo: 'JJ20261125000002',
    ...KEY,
    cusName: '杭州云栖便利店有限公司',
    innetStatus,
    statusReason: null,
    channelMerNo: innetStatus === '05' ? 'Z2026112500002' : null,
    subAcctNo: innetStatus === '05' ? '3301202611250002001' : null,
    openDate: innetStatus === '05' ? '2026-11-25' : null,
    payVerified: innetStatus === '05',
    formValues: submitted
      ? {
          legalIdCard: '3301**********1234',
          legalMobile: '138****5678',
          bizAddress: '浙江省杭州市西湖区云栖路88号1幢102室',
          monthlyVolume: '300000.00',
        }
      : {},
    settleAcct: submitted
      ? {
          acctType: '1',
          acctName: '杭州云栖便利店有限公司',
          acctNo: '6222 **** **** 3201',
          bankName: '中国工商银行',
          bankBranchName: '中国工商银行股份有限公司杭州西湖支行',
          bankBranchNo: '102331000123',
        }
      : null,
    ...(['02', '03', '04', '05', '08'].includes(innetStatus) ? { agreement: AGREEMENT } : {}),
    submitTime: submitted ? '2026-11-25 10:20:00' : null,
    updateTime: '2026-11-25 14:05:31',
    ...overrides,
  };
}

export const listOf = (rows: InnetRecord[]) => ({
  listData: rows,
  page: { count: rows.length, pageSize: 10, offset: 0 },
});

/** The fields of cap.yaml CusChannelFormInquiry channelNUCC / channelICBC. */
export const NUCC_FIELDS: ChannelFormField[] = [
  { field: 'legalIdCard', label: '法人身份证号', kind: 'idCard', required: true },
  { field: 'legalMobile', label: '法人手机号', kind: 'mobile', required: true },
  { field: 'bizAddress', label: '经营地址', kind: 'text', required: true, maxLength: 100 },
  { field: 'monthlyVolume', label: '预计月交易额（元）', kind: 'amount', required: true },
];
export const ICBC_FIELDS: ChannelFormField[] = [
  { field: 'settleCardNo', label: '结算银行卡号', kind: 'bankCard', required: true },
  { field: 'openBankName', label: '开户支行名称', kind: 'text', required: true, maxLength: 50 },
  {
    field: 'branchNo',
    label: '开户行联行号',
    kind: 'text',
    required: true,
    pattern: '^\\d{12}$',
    patternMessage: '联行号为12位数字',
  },
  { field: 'singleLimit', label: '单笔限额（元）', kind: 'amount', required: false },
];
export const formOf = (channelCode: string, fields: ChannelFormField[]) => ({
  channelCode,
  fields,
});

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

/** The login's dictionary cache (spec 7.3) with the onboarding code sets of codes.md. */
export function seedInnetDictionaries() {
  storage.set('UI_CACHE_DB_DICT_DATA', {
    cus_channel: [
      item('UNIONPAY', '银联'),
      item('NUCC', '网联'),
      item('ICBC', '工商银行'),
      item('CCB', '建设银行'),
    ],
    cus_product: [
      item('QR_PAY', '扫码支付'),
      item('POS_PAY', '银行卡收单'),
      item('AGENT_PAY', '代付'),
      item('QUICK_PAY', '快捷支付'),
    ],
    cus_innet_status: [
      item('00', '待提交'),
      item('01', '审核中'),
      item('02', '待签约'),
      item('03', '待短信确认'),
      item('04', '待打款验证'),
      item('05', '已开户'),
      item('08', '失败'),
      item('09', '已驳回'),
    ],
    cus_settle_acct_type: [item('1', '对公'), item('2', '对私')],
    cus_cert_type: [item('01', '统一社会信用代码'), item('02', '居民身份证')],
  });
}

/** Grants the spec 6 button codes (none: a user without cus:innet). */
export function grant(codes: readonly string[]) {
  storage.set(
    'LOGIN_USER_BUTTON_AUTH',
    codes.map((action) => ({ action, type: '1' })),
  );
}

/** `page` over the recording calls; `mode` 'hidden' is a kept-alive tab in the background. */
export function innetView(post: ServicePost, page: ReactNode) {
  const client = new QueryClient();
  const innetApi = createInnetApi(post);
  const customerApi = createCustomerApi(post);
  return (mode: 'visible' | 'hidden' = 'visible') => (
    <QueryClientProvider client={client}>
      <AntdApp>
        <MemoryRouter>
          {/* The customer picker of the list and of 新建进件 reads customers over the same post. */}
          <CustomerApiContext value={customerApi}>
            <InnetApiContext value={innetApi}>
              <Activity mode={mode}>{page}</Activity>
            </InnetApiContext>
          </CustomerApiContext>
        </MemoryRouter>
      </AntdApp>
    </QueryClientProvider>
  );
}

export const renderWithApi = (post: ServicePost, page: ReactNode) =>
  render(innetView(post, page)());

export const renderOnboarding = (post: ServicePost, key: InnetKey = KEY) =>
  renderWithApi(post, <OnboardingFlow innetKey={key} />);

/** The title of the Steps item the record stands at. */
export const currentStep = (container: HTMLElement) =>
  container.querySelector('.ant-steps-item-active .ant-steps-item-title')?.textContent;
