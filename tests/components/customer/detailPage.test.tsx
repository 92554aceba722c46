/**
 * 客户详情 (issue 16 page 2): the customer read by its code, its tabs, the fields through the
 * dictionaries with masked values as sent, the 账户 tab, an unknown code and a failed read.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  capOk,
  capRefused,
  DETAIL_CODES,
  FEE_INQUIRY,
  grant,
  INNET_INQUIRY,
  INQUIRY,
  listBody,
  renderDetail,
  seedDetailDictionaries,
} from './detailHarness';

vi.mock('../../../src/shell/branding/useBranding', () => ({
  useBranding: () => ({ pwdReg: undefined, pwdMsg: undefined }),
}));

// Tabs, tables and dialogs of antd on a loaded two-core machine; a passing test is far quicker.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  seedDetailDictionaries();
  grant(DETAIL_CODES);
});

const opened = {
  innetNo: 'JJ20261121000001',
  cusCode: 'C202611000123',
  cusName: '杭州云栖便利店有限公司',
  channelCode: 'UNIONPAY',
  productCode: 'QR_PAY',
  innetStatus: '05',
  channelMerNo: '898331054110123',
  subAcctNo: '3301202611210001001',
  openDate: '2026-11-21',
  formValues: {},
} as const;

describe('客户详情', () => {
  it('reads the customer by its code and shows 基本信息 through the dictionaries', async () => {
    const { callsTo } = renderDetail();
    expect(
      await screen.findByText('杭州云栖便利店有限公司', { selector: '.ant-card-head-title *' }),
    ).toBeInTheDocument();
    expect(callsTo(INQUIRY)[0]?.payload).toEqual({ cusCode: 'C202611000123' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '基本信息',
      '客户资料',
      '渠道进件',
      '费率配置',
      '账户',
    ]);
    const header = document.querySelector('.ant-card-head') as HTMLElement;
    // Dictionary texts may arrive a render after the customer (spec 7.3 cache read).
    expect(await within(header).findByText('已生效')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: '返回客户信息' })).toHaveAttribute(
      'href',
      '/cus/cusMastInfoList',
    );
    expect(await screen.findByText('统一社会信用代码')).toBeInTheDocument();
    expect(await screen.findByText('企业')).toBeInTheDocument();
    expect(await screen.findByText('杭州西湖代理')).toBeInTheDocument();
    expect(await screen.findByText('对公')).toBeInTheDocument();
    // Masked by the server, shown as sent; the amount with separators (spec 9).
    expect(screen.getByText('138****5678')).toBeInTheDocument();
    expect(screen.getByText('6222 **** **** 3201')).toBeInTheDocument();
    expect(screen.getByText('1,000,000.00')).toBeInTheDocument();
  });

  it('lists the sub-accounts of the 05 已开户 records in 账户', async () => {
    const { callsTo } = renderDetail({ [INNET_INQUIRY]: capOk(listBody([opened as never])) });
    fireEvent.click(await screen.findByRole('tab', { name: '账户' }));
    expect(await screen.findByText('3301202611210001001')).toBeInTheDocument();
    expect(callsTo(INNET_INQUIRY)[0]?.payload).toEqual({
      cusCode: 'C202611000123',
      innetStatus: '05',
    });
    const row = screen.getByText('3301202611210001001').closest('tr') as HTMLElement;
    expect(await within(row).findByText('银联')).toBeInTheDocument();
    expect(await within(row).findByText('扫码支付')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-21')).toBeInTheDocument();
  });

  it('says when no sub-account is open yet, and that accounts come later', async () => {
    renderDetail({ [INNET_INQUIRY]: capOk(listBody([])) });
    fireEvent.click(await screen.findByRole('tab', { name: '账户' }));
    expect(await screen.findByText(/暂无已开户的子账户。.*后续版本提供/)).toBeInTheDocument();
  });

  it('says so when the code names no customer', async () => {
    renderDetail({ [INQUIRY]: capOk(listBody([])) }, 'C404');
    expect(await screen.findByText('未找到客户「C404」')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回客户信息' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows the server text when the read fails, and reads again on 重试', async () => {
    const { callsTo } = renderDetail({ [INQUIRY]: capRefused('交易失败:客户服务暂不可用') });
    expect(await screen.findByText('客户信息读取失败')).toBeInTheDocument();
    expect(screen.getByText('交易失败:客户服务暂不可用')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await vi.waitFor(() => expect(callsTo(INQUIRY)).toHaveLength(2));
  });

  it('hides 设置操作密码 and the fee buttons without cus:oppwd and cus:fee (spec 6)', async () => {
    grant([]);
    renderDetail();
    await screen.findByRole('tab', { name: '基本信息' });
    expect(screen.queryByRole('button', { name: '设置操作密码' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '费率配置' }));
    expect(await screen.findByText('尚未配置费率')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增费率配置' })).not.toBeInTheDocument();
  });

  it('shows both with the codes', async () => {
    const { callsTo } = renderDetail();
    expect(await screen.findByRole('button', { name: '设置操作密码' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '费率配置' }));
    expect(await screen.findByRole('button', { name: '新增费率配置' })).toBeInTheDocument();
    expect(callsTo(FEE_INQUIRY)[0]?.payload).toEqual({ cusCode: 'C202611000123' });
  });
});
