import type { AuthProvider } from '@refinedev/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LoginAdminPage } from '../../src/shell/login/LoginAdminPage';
import { SignInAuthContext } from '../../src/shell/login/signInAuth';

function Landing() {
  const { pathname, search } = useLocation();
  return <p>landed on {`${pathname}${search}`}</p>;
}

function renderLogin(
  login: AuthProvider['login'],
  entry = '/user/login-admin',
  sessionReady?: () => void,
) {
  const auth = { login, hasSession: () => false, sessionReady };
  render(
    <MemoryRouter initialEntries={[entry]}>
      <AntdApp>
        <SignInAuthContext.Provider value={auth}>
          <Routes>
            <Route path="/user/login-admin" element={<LoginAdminPage />} />
            <Route path="*" element={<Landing />} />
          </Routes>
        </SignInAuthContext.Provider>
      </AntdApp>
    </MemoryRouter>,
  );
}

const submit = () => userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));

// Each test types and submits through antd's form: seconds of jsdom work on a loaded machine.
describe('LoginAdminPage', { timeout: 20_000 }, () => {
  it('asks for both fields before calling the server', async () => {
    const login = vi.fn(async () => ({ success: true }));
    renderLogin(login);

    await submit();

    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('sends the typed credentials and goes to the same-origin redirect target', async () => {
    const login = vi.fn(async () => ({ success: true }));
    renderLogin(login, '/user/login-admin?redirect=%2Fisystem%2Fuser%3Ftab%3D2');

    await userEvent.type(screen.getByPlaceholderText('请输入账号'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('请输入密码'), 'Passw0rd!');
    await submit();

    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'Passw0rd!' }),
    );
    expect(await screen.findByText('landed on /isystem/user?tab=2')).toBeInTheDocument();
  });

  it('tells the app the session is ready before moving on, so the menu is asked for at once', async () => {
    const sessionReady = vi.fn();
    renderLogin(async () => ({ success: true }), '/user/login-admin', sessionReady);

    await userEvent.type(screen.getByPlaceholderText('请输入账号'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('请输入密码'), 'x');
    await submit();

    expect(await screen.findByText('landed on /Home')).toBeInTheDocument();
    expect(sessionReady).toHaveBeenCalledTimes(1);
  });

  it('does not report a session when sign-in fails', async () => {
    const sessionReady = vi.fn();
    renderLogin(
      async () => ({ success: false, error: { name: '登录失败', message: '用户名或密码错误' } }),
      '/user/login-admin',
      sessionReady,
    );

    await userEvent.type(screen.getByPlaceholderText('请输入账号'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('请输入密码'), 'wrong');
    await submit();

    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    expect(sessionReady).not.toHaveBeenCalled();
  });

  it('ignores an off-site redirect and goes home', async () => {
    renderLogin(
      async () => ({ success: true }),
      '/user/login-admin?redirect=%2F%2Fevil.example.com',
    );

    await userEvent.type(screen.getByPlaceholderText('请输入账号'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('请输入密码'), 'x');
    await submit();

    expect(await screen.findByText('landed on /Home')).toBeInTheDocument();
  });

  it('shows the server message and stays on the page when sign-in fails', async () => {
    renderLogin(async () => ({
      success: false,
      error: { name: '登录失败', message: '用户名或密码错误' },
    }));

    await userEvent.type(screen.getByPlaceholderText('请输入账号'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('请输入密码'), 'wrong');
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    expect(screen.queryByText(/landed on/)).not.toBeInTheDocument();
  });
});
