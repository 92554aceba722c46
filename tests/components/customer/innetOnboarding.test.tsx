/**
 * 进件办理 (issue 16 page 4): each cus_innet_status stands at its step (onboardingView) with its
 * one action behind cus:innet (spec 6); the submit step renders any channel's field list with one
 * generic form, sends CusChannelInnet and keeps its input when refused (spec 7.1).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { capOk, capRefused, recordingPost } from './harness';
import {
  ICBC_FIELDS,
  KEY,
  NUCC_FIELDS,
  PATHS,
  currentStep,
  formOf,
  grant,
  innetRecord,
  listOf,
  renderOnboarding,
  seedInnetDictionaries,
} from './innetHarness';

beforeEach(() => {
  seedInnetDictionaries();
  grant(['cus:innet']);
});

const withRecord = (record: ReturnType<typeof innetRecord> | undefined, extra = {}) =>
  recordingPost({
    [PATHS.inquiry]: capOk(listOf(record ? [record] : [])),
    [PATHS.form]: capOk(formOf('NUCC', NUCC_FIELDS)),
    ...extra,
  });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillNucc() {
  type('法人身份证号', '11010519491231002X');
  type('法人手机号', '13800135678');
  type('经营地址', '浙江省杭州市西湖区云栖路88号');
  type('预计月交易额（元）', '300000');
  type('账户名称', '杭州云栖便利店有限公司');
  type('银行卡号', '6222021202043213201');
  type('开户银行', '中国工商银行');
  type('开户支行', '中国工商银行股份有限公司杭州西湖支行');
}

const STATUSES = [
  { status: undefined, step: '提交申请', action: '提交进件' },
  { status: '00', step: '提交申请', action: '提交进件' },
  { status: '01', step: '渠道审核', action: /刷新状态/ },
  { status: '02', step: '签约', action: '确认签约' },
  { status: '03', step: '短信确认', action: '获取验证码' },
  { status: '04', step: '打款验证', action: '验证金额' },
  { status: '09', step: '渠道审核', action: '修改后重新提交' },
  { status: '08', step: '渠道审核', action: '修改后重新提交' },
] as const;

describe('进件办理 steps', { timeout: 120_000 }, () => {
  it.each(STATUSES)(
    'status $status stands at $step with $action',
    async ({ status, step, action }) => {
      const { post } = withRecord(status ? innetRecord(status) : undefined);
      const { container } = renderOnboarding(post);
      expect(await screen.findByRole('button', { name: action })).toBeInTheDocument();
      expect(currentStep(container)).toBe(step);
    },
  );

  it('05 shows the opened sub-account and no action', async () => {
    const { post } = withRecord(innetRecord('05'));
    const { container } = renderOnboarding(post);
    expect(await screen.findByText('3301202611250002001')).toBeInTheDocument();
    expect(currentStep(container)).toBe('开户完成');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('08 stands at the step it failed in when the record says (failedStatus)', async () => {
    const { post } = withRecord(innetRecord('08', { failedStatus: '04' }));
    const { container } = renderOnboarding(post);
    expect(await screen.findByRole('button', { name: '修改后重新提交' })).toBeInTheDocument();
    expect(currentStep(container)).toBe('打款验证');
  });

  it('09 and 08 show the reason', async () => {
    const reason = '网联审核驳回：经营场所照片与经营地址不符，请补充门头照后重新提交';
    const { post } = withRecord(innetRecord('09', { statusReason: reason }));
    renderOnboarding(post);
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByText('渠道已驳回')).toBeInTheDocument();
  });

  it('reads the record of the customer × channel × product', async () => {
    const { post, callsTo } = withRecord(undefined);
    renderOnboarding(post);
    await screen.findByRole('button', { name: '提交进件' });
    expect(callsTo(PATHS.inquiry)[0]?.payload).toEqual(KEY);
    expect(callsTo(PATHS.form)[0]?.payload).toEqual({
      channelCode: 'NUCC',
      productCode: 'QUICK_PAY',
    });
  });

  it("takes the record of the key from the list, not another channel's", async () => {
    const other = innetRecord('05', {
      innetNo: 'JJ1',
      channelCode: 'UNIONPAY',
      productCode: 'QR_PAY',
    });
    const { post } = recordingPost({
      [PATHS.inquiry]: capOk(listOf([other, innetRecord('02')])),
    });
    const { container } = renderOnboarding(post);
    expect(await screen.findByRole('button', { name: '确认签约' })).toBeInTheDocument();
    expect(currentStep(container)).toBe('签约');
  });

  it('01 reads the record again on 刷新状态 and moves on to 签约', async () => {
    let status: '01' | '02' = '01';
    const { post, callsTo } = recordingPost({
      [PATHS.inquiry]: () => capOk(listOf([innetRecord(status)])),
    });
    renderOnboarding(post);
    const reread = await screen.findByRole('button', { name: /刷新状态/ });
    status = '02';
    fireEvent.click(reread);
    expect(await screen.findByRole('button', { name: '确认签约' })).toBeInTheDocument();
    expect(callsTo(PATHS.inquiry)).toHaveLength(2);
  });

  it('without cus:innet shows where the record stands and no action (spec 6)', async () => {
    grant([]);
    for (const status of ['00', '02', '04'] as const) {
      const { post } = withRecord(innetRecord(status));
      const { unmount } = renderOnboarding(post);
      expect(await screen.findByText(/您没有办理进件的权限/)).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      unmount();
    }
    const { post } = withRecord(innetRecord('09', { statusReason: '驳回原因' }));
    renderOnboarding(post);
    expect(await screen.findByText('驳回原因')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '修改后重新提交' })).not.toBeInTheDocument();
  });
});

describe('提交申请 (CusChannelInnet)', { timeout: 120_000 }, () => {
  it('renders each channel from its field list with one form', async () => {
    const { post } = withRecord(undefined);
    const { unmount } = renderOnboarding(post);
    for (const field of NUCC_FIELDS)
      expect(await screen.findByLabelText(field.label)).toBeInTheDocument();
    expect(screen.queryByLabelText('结算银行卡号')).not.toBeInTheDocument();
    unmount();

    const icbc = recordingPost({
      [PATHS.inquiry]: capOk(listOf([])),
      [PATHS.form]: capOk(formOf('ICBC', ICBC_FIELDS)),
    });
    renderOnboarding(icbc.post, { ...KEY, channelCode: 'ICBC', productCode: 'AGENT_PAY' });
    for (const field of ICBC_FIELDS) {
      expect((await screen.findAllByLabelText(field.label)).length).toBeGreaterThan(0);
    }
    expect(screen.queryByLabelText('法人身份证号')).not.toBeInTheDocument();
    expect(icbc.callsTo(PATHS.form)[0]?.payload).toEqual({
      channelCode: 'ICBC',
      productCode: 'AGENT_PAY',
    });

    // The channel's own pattern and the spec 5.1 bank card rule, from the data.
    // The settlement account has a 开户行联行号 too: the channel's comes first.
    const [branchNo] = screen.getAllByLabelText('开户行联行号');
    if (branchNo) fireEvent.change(branchNo, { target: { value: '1023' } });
    type('结算银行卡号', '0622');
    fireEvent.click(screen.getByRole('button', { name: '提交进件' }));
    expect(await screen.findByText('联行号为12位数字')).toBeInTheDocument();
    expect(screen.getAllByText('请输入正确的银行卡号').length).toBeGreaterThan(0);
    expect(icbc.callsTo(PATHS.submit)).toHaveLength(0);
  });

  it('sends the channel values and the settlement account, then stands at 渠道审核', async () => {
    const { post, callsTo } = withRecord(undefined, {
      [PATHS.submit]: capOk(innetRecord('01'), '进件已提交'),
    });
    const { container } = renderOnboarding(post);
    await screen.findByLabelText('法人身份证号');
    fillNucc();
    fireEvent.click(screen.getByRole('button', { name: '提交进件' }));

    expect(await screen.findByText('进件已提交')).toBeInTheDocument();
    expect(callsTo(PATHS.submit)[0]?.payload).toEqual({
      ...KEY,
      formValues: {
        legalIdCard: '11010519491231002X',
        legalMobile: '13800135678',
        bizAddress: '浙江省杭州市西湖区云栖路88号',
        monthlyVolume: '300000.00',
      },
      settleAcct: {
        acctType: '1',
        acctName: '杭州云栖便利店有限公司',
        acctNo: '6222021202043213201',
        bankName: '中国工商银行',
        bankBranchName: '中国工商银行股份有限公司杭州西湖支行',
        bankBranchNo: null,
      },
    });
    await waitFor(() => expect(currentStep(container)).toBe('渠道审核'));
  });

  it('a busy channel shows the server text and keeps what was typed', async () => {
    const { post, callsTo } = withRecord(undefined, {
      [PATHS.submit]: capRefused('渠道系统繁忙，请稍后重试:渠道前置响应超时（30秒）'),
    });
    renderOnboarding(post);
    await screen.findByLabelText('法人身份证号');
    fillNucc();
    fireEvent.click(screen.getByRole('button', { name: '提交进件' }));

    expect(
      await screen.findByText('渠道系统繁忙，请稍后重试:渠道前置响应超时（30秒）'),
    ).toBeInTheDocument();
    expect(callsTo(PATHS.submit)).toHaveLength(1);
    expect(screen.getByLabelText('法人身份证号')).toHaveValue('11010519491231002X');
    expect(screen.getByLabelText('银行卡号')).toHaveValue('6222021202043213201');
    expect(screen.getByRole('button', { name: '提交进件' })).toBeInTheDocument();
  });

  it('09: 修改后重新提交 starts from the stored values (masked ones typed again) and names the record', async () => {
    const { post, callsTo } = withRecord(innetRecord('09', { statusReason: '资料不符' }), {
      [PATHS.submit]: capOk(innetRecord('01'), '进件已提交'),
    });
    const { container } = renderOnboarding(post);
    fireEvent.click(await screen.findByRole('button', { name: '修改后重新提交' }));

    expect(await screen.findByLabelText('经营地址')).toHaveValue(
      '浙江省杭州市西湖区云栖路88号1幢102室',
    );
    expect(screen.getByLabelText('法人身份证号')).toHaveValue('');
    expect(screen.getByText('带*号的脱敏信息须重新完整填写')).toBeInTheDocument();
    expect(currentStep(container)).toBe('提交申请');
    type('法人身份证号', '11010519491231002X');
    type('法人手机号', '13800135678');
    type('银行卡号', '6222021202043213201');
    fireEvent.click(screen.getByRole('button', { name: '提交进件' }));

    await screen.findByText('进件已提交');
    const sent = callsTo(PATHS.submit)[0]?.payload;
    expect(sent).toMatchObject({ innetNo: 'JJ20261125000002', ...KEY });
    expect(sent?.formValues).toMatchObject({ bizAddress: '浙江省杭州市西湖区云栖路88号1幢102室' });
    expect(within(container).getByRole('button', { name: /刷新状态/ })).toBeInTheDocument();
  });
});
