import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RegisterPage } from '../../../src/shell/login/RegisterPage';
import { RegisterResultPage } from '../../../src/shell/login/RegisterResultPage';

const api = vi.hoisted(() => ({
  register: vi.fn(),
  isUsernameFree: vi.fn(async (name: string) => name !== 'admin'),
  sendSmsCaptcha: vi.fn(),
}));
vi.mock('../../../src/shell/login/signInApi', () => ({ signInApi: api }));
vi.mock('../../../src/shell/branding/useBranding', () => ({ useBranding: () => ({}) }));

function renderRegister() {
  render(
    <MemoryRouter initialEntries={['/user/register']}>
      <AntdApp>
        <Routes>
          <Route path="/user/register" element={<RegisterPage />} />
          <Route path="/user/register-result" element={<RegisterResultPage />} />
        </Routes>
      </AntdApp>
    </MemoryRouter>,
  );
}

const fill = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

describe('RegisterPage', { timeout: 60_000 }, () => {
  it('refuses a taken user name and a weak password', async () => {
    renderRegister();
    fill('请输入用户名', 'admin');
    fireEvent.blur(screen.getByPlaceholderText('请输入用户名'));
    fill('请输入登录密码', 'short');

    expect(await screen.findByText('用户名已存在', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      await screen.findByText('密码必须至少8位的英文字母、数字、字符组合', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('registers and shows the account on the result page', async () => {
    api.register.mockResolvedValue({ ok: true, value: undefined, message: '注册成功' });
    renderRegister();
    fill('请输入手机号码', '13905718866');
    fill('请输入验证码', '482913');
    fill('请输入用户名', 'chenxiaoyu');
    fill('请输入登录密码', 'Ht@2026cxy');
    fill('请再次输入登录密码', 'Ht@2026cxy');

    await userEvent.click(screen.getByRole('button', { name: /注\s*册/ }));

    expect(
      await screen.findByText('你的账户：chenxiaoyu 注册成功', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.register).toHaveBeenCalledWith({
      mobile: '13905718866',
      captcha: '482913',
      username: 'chenxiaoyu',
      password: 'Ht@2026cxy',
    });
  });

  it('shows the server message when registration fails', async () => {
    api.register.mockResolvedValue({ ok: false, message: '该手机号已注册', presented: false });
    renderRegister();
    fill('请输入手机号码', '13905718866');
    fill('请输入验证码', '482913');
    fill('请输入用户名', 'chenxiaoyu');
    fill('请输入登录密码', 'Ht@2026cxy');
    fill('请再次输入登录密码', 'Ht@2026cxy');

    await userEvent.click(screen.getByRole('button', { name: /注\s*册/ }));

    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      '该手机号已注册',
    );
  });
});
