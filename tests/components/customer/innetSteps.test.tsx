/**
 * The steps after the submission (issue 16 page 4): 签约 (CusChannelInnetSign), 短信确认 (SmsApply
 * with the spec 4 60 s countdown and the spec 8.4 messages, SmsConfirm), 打款验证 (PayConfirm under
 * the spec 5.1 amount rule) and 开户 (Open). Refusals show the server's text (spec 7.1) and keep
 * the input; a second click while a call is pending sends nothing.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Normalised } from '../../../providers/http';
import { capOk, capRefused, recordingPost } from './harness';
import {
  KEY,
  PATHS,
  currentStep,
  grant,
  innetRecord,
  listOf,
  renderOnboarding,
  seedInnetDictionaries,
} from './innetHarness';

const REF = { innetNo: 'JJ20261125000002', cusCode: KEY.cusCode };
const at = (record: ReturnType<typeof innetRecord>, extra = {}) =>
  recordingPost({ [PATHS.inquiry]: capOk(listOf([record])), ...extra });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const SMS_APPLIED = {
  ...innetRecord('03'),
  smsSerialNo: 'SMS20261125140612000123',
  mobile: '138****5678',
  validSeconds: 300,
  resendSeconds: 60,
};

beforeEach(() => {
  seedInnetDictionaries();
  grant(['cus:innet']);
});

describe('签约', { timeout: 120_000 }, () => {
  it('shows the agreement, asks for the confirmation and sends the signer', async () => {
    const { post, callsTo } = at(innetRecord('02'), {
      [PATHS.sign]: capOk(innetRecord('03'), '签约成功'),
    });
    const { container } = renderOnboarding(post);
    const link = await screen.findByRole('link', { name: '查看协议全文' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute(
      'href',
      'https://contract.example.com/nucc/XY-NUCC-20261125-0002.pdf',
    );
    expect(screen.getByText('网联快捷支付特约商户服务协议')).toBeInTheDocument();

    type('签约人', '陈建国');
    fireEvent.click(screen.getByRole('button', { name: '确认签约' }));
    expect(await screen.findByText('请确认签约人已阅读并同意协议')).toBeInTheDocument();
    expect(callsTo(PATHS.sign)).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('签约人已阅读并同意上述协议'));
    fireEvent.click(screen.getByRole('button', { name: '确认签约' }));
    expect(await screen.findByText('签约成功')).toBeInTheDocument();
    expect(callsTo(PATHS.sign)[0]?.payload).toEqual({
      ...REF,
      agreementNo: 'XY-NUCC-20261125-0002',
      signerName: '陈建国',
      agreed: true,
    });
    await waitFor(() => expect(currentStep(container)).toBe('短信确认'));
  });
});

describe('短信确认', { timeout: 120_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const sendButton = () => screen.getByRole('button', { name: /获取验证码|秒后重新获取/ });
  const second = () => act(() => vi.advanceTimersByTimeAsync(1000));

  it('sends the code to the legal mobile, then waits 60 s before another', async () => {
    const { post, callsTo } = at(innetRecord('03'), {
      [PATHS.smsApply]: capOk(SMS_APPLIED, '验证码已发送'),
    });
    renderOnboarding(post);
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));

    expect(await screen.findByText('验证码已发送，有效期5分钟，请注意查收')).toBeInTheDocument();
    expect(screen.getByText('验证码已发送至 138****5678')).toBeInTheDocument();
    expect(callsTo(PATHS.smsApply)[0]?.payload).toEqual(REF);
    expect(sendButton()).toHaveTextContent('60秒后重新获取');
    expect(sendButton()).toBeDisabled();
    await second();
    expect(sendButton()).toHaveTextContent('59秒后重新获取');
    for (let left = 59; left > 0; left -= 1) await second();
    expect(sendButton()).toHaveTextContent('获取验证码');
    expect(sendButton()).toBeEnabled();
  });

  it('a refused send frees the button at once and shows the server text', async () => {
    const { post } = at(innetRecord('03'), {
      [PATHS.smsApply]: capRefused('发送失败:验证码发送过于频繁，请60秒后再试'),
    });
    renderOnboarding(post);
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(
      await screen.findByText('发送失败:验证码发送过于频繁，请60秒后再试'),
    ).toBeInTheDocument();
    await waitFor(() => expect(sendButton()).toHaveTextContent('获取验证码'));
    expect(sendButton()).toBeEnabled();
  });

  it('a wrong code shows the server text and stays typed; the right one moves on', async () => {
    let right = false;
    const { post, callsTo } = at(innetRecord('03'), {
      [PATHS.smsApply]: capOk(SMS_APPLIED),
      [PATHS.smsConfirm]: () =>
        right
          ? capOk(innetRecord('04'), '短信确认成功')
          : capRefused('短信验证码错误:短信验证码错误，请重新输入'),
    });
    const { container } = renderOnboarding(post);
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    await screen.findByText('验证码已发送至 138****5678');
    type('短信验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: /确\s*认/ }));

    expect(
      await screen.findByText('短信验证码错误:短信验证码错误，请重新输入'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('短信验证码')).toHaveValue('123456');
    expect(callsTo(PATHS.smsConfirm)[0]?.payload).toEqual({
      ...REF,
      smsSerialNo: 'SMS20261125140612000123',
      smsCode: '123456',
    });

    right = true;
    type('短信验证码', '905162');
    fireEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(currentStep(container)).toBe('打款验证'));
  });
});

describe('打款验证 and 开户', { timeout: 120_000 }, () => {
  it('refuses an amount outside spec 5.1 without a call', async () => {
    const { post, callsTo } = at(innetRecord('04'));
    renderOnboarding(post);
    await screen.findByLabelText('到账金额（元）');
    type('到账金额（元）', '0.371');
    fireEvent.click(screen.getByRole('button', { name: '验证金额' }));
    expect(await screen.findByText('请输入正确的金额')).toBeInTheDocument();
    expect(callsTo(PATHS.payConfirm)).toHaveLength(0);
  });

  it('a wrong amount shows the server text and stays typed', async () => {
    const { post, callsTo } = at(innetRecord('04'), {
      [PATHS.payConfirm]: capRefused('打款金额不正确:打款金额不正确，还可验证2次'),
    });
    renderOnboarding(post);
    await screen.findByLabelText('到账金额（元）');
    type('到账金额（元）', '0.5');
    fireEvent.click(screen.getByRole('button', { name: '验证金额' }));
    expect(
      await screen.findByText('打款金额不正确:打款金额不正确，还可验证2次'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('到账金额（元）')).toHaveValue('0.5');
    // Sent as the server writes yuan, two places.
    expect(callsTo(PATHS.payConfirm)[0]?.payload).toEqual({ ...REF, amount: '0.50' });
  });

  it('the last wrong amount fails the onboarding: the record read again shows 08 and its reason', async () => {
    const reason = '打款金额验证错误已达3次，本次进件失败，请重新提交';
    let status: '04' | '08' = '04';
    const { post, callsTo } = recordingPost({
      [PATHS.inquiry]: () =>
        capOk(listOf([innetRecord(status, status === '08' ? { statusReason: reason } : {})])),
      [PATHS.payConfirm]: () => {
        status = '08';
        return capRefused(`打款验证失败:${reason}`);
      },
    });
    renderOnboarding(post);
    await screen.findByLabelText('到账金额（元）');
    type('到账金额（元）', '0.12');
    fireEvent.click(screen.getByRole('button', { name: '验证金额' }));

    expect(await screen.findByText(`打款验证失败:${reason}`)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '修改后重新提交' })).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(callsTo(PATHS.inquiry)).toHaveLength(2);
  });

  it('verifies, opens and shows the sub-account; one call per click while pending', async () => {
    let answerOpen: (reply: Normalised<unknown>) => void = () => undefined;
    const { post, callsTo } = at(innetRecord('04'), {
      [PATHS.payConfirm]: capOk(innetRecord('04', { payVerified: true }), '打款验证通过'),
      [PATHS.open]: () =>
        new Promise<Normalised<unknown>>((resolve) => {
          answerOpen = resolve;
        }) as Promise<never>,
    });
    const { container } = renderOnboarding(post);
    await screen.findByLabelText('到账金额（元）');
    type('到账金额（元）', '0.37');
    fireEvent.click(screen.getByRole('button', { name: '验证金额' }));
    const open = await screen.findByRole('button', { name: /开\s*户/ });
    expect(callsTo(PATHS.payConfirm)[0]?.payload).toEqual({ ...REF, amount: '0.37' });

    fireEvent.click(open);
    fireEvent.click(open);
    await waitFor(() => expect(callsTo(PATHS.open)).toHaveLength(1));
    act(() => answerOpen(capOk(innetRecord('05'), '开户成功')));
    expect(await screen.findByText('3301202611250002001')).toBeInTheDocument();
    expect(callsTo(PATHS.open)).toHaveLength(1);
    expect(callsTo(PATHS.open)[0]?.payload).toEqual(REF);
    expect(currentStep(container)).toBe('开户完成');
  });
});
