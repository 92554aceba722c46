import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DecryptDialog } from '../../../src/shell/header/DecryptDialog';
import { okAccountApi, PLAT_USER, profileOf, renderInApp } from './harness';

const accountApi = vi.hoisted(() => ({}) as ReturnType<typeof okAccountApi>);
vi.mock('../../../providers/account-api', () => ({ accountApi }));

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  Object.assign(accountApi, okAccountApi());
});

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const smsButton = (name: RegExp) => screen.getByRole('button', { name });

describe('SMS send button (spec 4, 8.4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function renderAndSend() {
    renderInApp(<DecryptDialog open onClose={vi.fn()} profile={profileOf(PLAT_USER)} />);
    await settle();
    fireEvent.click(smsButton(/获取验证码/));
    await settle();
  }

  it('counts down 60 s after a send, then may send again', async () => {
    await renderAndSend();

    expect(accountApi.sendSmsCaptcha).toHaveBeenCalledWith({
      mobile: '13800138000',
      scene: 'dataDecrypt',
    });
    expect(screen.getByText('验证码已发送，有效期5分钟，请注意查收')).toBeInTheDocument();
    expect(smsButton(/60秒后重新获取/)).toBeDisabled();

    await tick(1000);
    expect(smsButton(/59秒后重新获取/)).toBeDisabled();

    await tick(58_000);
    expect(smsButton(/\b1秒后重新获取/)).toBeDisabled();

    await tick(1000);
    expect(smsButton(/获取验证码/)).toBeEnabled();
  });

  it.each<[string, unknown, string]>([
    [
      'the server errorMsg',
      { ok: false, message: '验证码发送过于频繁', presented: false },
      '验证码发送过于频繁',
    ],
    ['the generic text', { ok: false, message: '', presented: false }, '系统异常，获取验证码失败'],
  ])('is free again at once after a failure, showing %s', async (_name, outcome, shown) => {
    accountApi.sendSmsCaptcha.mockResolvedValue(outcome);

    await renderAndSend();

    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(smsButton(/获取验证码/)).toBeEnabled();
  });

  it('cannot send without a mobile', async () => {
    renderInApp(<DecryptDialog open onClose={vi.fn()} profile={profileOf({ id: 'u1' })} />);
    await settle();
    expect(smsButton(/获取验证码/)).toBeDisabled();
  });
});

describe('DecryptDialog (spec 2.10, 8.4)', () => {
  async function submitCaptcha(captcha = '486731') {
    await userEvent.click(screen.getByPlaceholderText('请输入短信验证码'));
    await userEvent.paste(captcha);
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
  }

  it('is 500 wide, shows the masked mobile and asks for the code', async () => {
    renderInApp(<DecryptDialog open onClose={vi.fn()} profile={profileOf(PLAT_USER)} />);
    const dialog = await screen.findByRole('dialog', { name: '数据解密' });
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '500px' });
    expect(screen.getByDisplayValue('138****8000')).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

    expect(
      await screen.findByText('请输入短信验证码', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(accountApi.decryptData).not.toHaveBeenCalled();
  });

  it('decrypts and asks for a refresh', async () => {
    const onClose = vi.fn();
    renderInApp(<DecryptDialog open onClose={onClose} profile={profileOf(PLAT_USER)} />);
    await submitCaptcha();

    expect(await screen.findByText('解密成功，请刷新页面')).toBeInTheDocument();
    expect(accountApi.decryptData).toHaveBeenCalledWith({
      mobile: '13800138000',
      captcha: '486731',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it.each<[string, string]>([
    ['当前会话数据已解密，请刷新页面', '当前会话数据已解密，请刷新页面'],
    ['数据已解密', '数据已解密，请刷新页面'],
  ])('warns when the session is decrypted already (%s)', async (server, shown) => {
    accountApi.decryptData.mockResolvedValue({
      ok: false,
      alreadyDecrypted: true,
      message: server,
    });
    renderInApp(<DecryptDialog open onClose={vi.fn()} profile={profileOf(PLAT_USER)} />);
    await submitCaptcha();

    const notice = await screen.findByText(shown);
    expect(notice.closest('.ant-message-warning')).not.toBeNull();
  });

  it('warns with the server message on a wrong code', async () => {
    accountApi.decryptData.mockResolvedValue({
      ok: false,
      message: '交易失败:短信验证码错误或已过期',
      presented: false,
    });
    const onClose = vi.fn();
    renderInApp(<DecryptDialog open onClose={onClose} profile={profileOf(PLAT_USER)} />);
    await submitCaptcha('000000');

    expect(await screen.findByText('交易失败:短信验证码错误或已过期')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
