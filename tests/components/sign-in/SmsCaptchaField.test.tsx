import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MobileField } from '../../../src/shell/login/MobileField';
import { SmsCaptchaField } from '../../../src/shell/login/SmsCaptchaField';

const { sendSmsCaptcha } = vi.hoisted(() => ({ sendSmsCaptcha: vi.fn() }));
vi.mock('../../../src/shell/login/signInApi', () => ({ signInApi: { sendSmsCaptcha } }));

function renderField(onFinish: (values: unknown) => void = () => undefined) {
  render(
    <AntdApp>
      <Form onFinish={onFinish}>
        <MobileField />
        <SmsCaptchaField scene="login" label="验证码" />
        <button type="submit">提交</button>
      </Form>
    </AntdApp>,
  );
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

const typeMobile = (value: string) =>
  fireEvent.change(screen.getByPlaceholderText('请输入手机号码'), { target: { value } });

const sendButton = () => screen.getByRole('button', { name: /获取验证码|秒后重新获取/ });

// A busy test machine renders antd slowly; the clock itself is faked.
describe('SmsCaptchaField (spec 4 SMS buttons, 8.4)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sendSmsCaptcha.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for a valid mobile before sending anything', async () => {
    const user = renderField();
    typeMobile('138****8000');
    await user.click(sendButton());

    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(sendSmsCaptcha).not.toHaveBeenCalled();
  });

  it('sends, then stays disabled for 60 seconds', async () => {
    sendSmsCaptcha.mockResolvedValue({ ok: true, value: undefined, message: '' });
    const user = renderField();
    typeMobile('13800138000');

    await user.click(sendButton());

    expect(sendSmsCaptcha).toHaveBeenCalledWith('login', '13800138000');
    expect(await screen.findByText('验证码已发送，有效期5分钟，请注意查收')).toBeInTheDocument();
    expect(sendButton()).toHaveTextContent('60秒后重新获取');
    expect(sendButton()).toBeDisabled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(sendButton()).toHaveTextContent('59秒后重新获取');

    for (let second = 0; second < 59; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    expect(sendButton()).toHaveTextContent('获取验证码');
    expect(sendButton()).toBeEnabled();
  });

  // spec 9: a code is valid 5 minutes; past that the field says so and the form is not sent.
  it('refuses a code once its 5 minutes have passed and says so', async () => {
    sendSmsCaptcha.mockResolvedValue({ ok: true, value: undefined, message: '' });
    const onFinish = vi.fn();
    const user = renderField(onFinish);
    typeMobile('13800138000');
    await user.click(sendButton());
    await screen.findByText('验证码已发送，有效期5分钟，请注意查收');
    fireEvent.change(screen.getByPlaceholderText('请输入验证码'), { target: { value: '123456' } });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(299_000);
    });
    expect(screen.queryByText('验证码已过期，请重新获取')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(await screen.findByText('验证码已过期，请重新获取')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(onFinish).toHaveBeenCalledTimes(1);

    await user.click(sendButton());
    await waitFor(() =>
      expect(screen.queryByText('验证码已过期，请重新获取')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(2));
  });

  it('shows the failure and gives the button back at once', async () => {
    sendSmsCaptcha.mockResolvedValue({
      ok: false,
      message: '验证码发送过于频繁，请60秒后再试',
      presented: false,
    });
    const user = renderField();
    typeMobile('13800138000');

    await user.click(sendButton());

    expect(await screen.findByText('验证码发送过于频繁，请60秒后再试')).toBeInTheDocument();
    await waitFor(() => expect(sendButton()).toHaveTextContent('获取验证码'));
    expect(sendButton()).toBeEnabled();
  });

  it('does not repeat a failure the HTTP layer already showed', async () => {
    sendSmsCaptcha.mockResolvedValue({ ok: false, message: '网络超时', presented: true });
    const user = renderField();
    typeMobile('13800138000');

    await user.click(sendButton());

    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(screen.queryByText('网络超时')).not.toBeInTheDocument();
  });
});
