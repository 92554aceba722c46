import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostLoginChoices } from '../../../providers/auth-provider';
import { LoginAdminPage } from '../../../src/shell/login/LoginAdminPage';
import { SignInAuthContext, type SignInAuth } from '../../../src/shell/login/signInAuth';

const steps = vi.hoisted(() => ({
  chooseTenant: vi.fn(),
  chooseDepart: vi.fn(),
  chooseGroup: vi.fn(),
}));
vi.mock('../../../src/shell/login/signInApi', () => ({ postLoginSteps: steps, signInApi: {} }));

const CHOICES: PostLoginChoices = {
  tenants: [
    { value: '1', label: '恒通支付总部' },
    { value: '2', label: '恒通支付华东分公司' },
  ],
  departs: [
    { value: 'A01A04', label: '技术部' },
    { value: 'A01A05', label: '风控合规部' },
  ],
  groups: [],
};

function Landing() {
  const { pathname } = useLocation();
  return <p>landed on {pathname}</p>;
}

function renderWithChoices(choices: PostLoginChoices) {
  const auth: SignInAuth = {
    login: async () => ({ success: true, choices }),
    hasSession: () => false,
  };
  render(
    <MemoryRouter initialEntries={['/user/login-admin?redirect=%2Fisystem%2Fuser']}>
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

async function signIn() {
  fireEvent.change(screen.getByPlaceholderText('请输入账号'), { target: { value: 'admin' } });
  fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'x' } });
  await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
}

async function choose(label: string) {
  await userEvent.click(screen.getByRole('combobox'));
  await userEvent.click(await screen.findByTitle(label));
  await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
}

// A busy test machine renders antd slowly.
describe('post-login choices after sign-in', { timeout: 60_000 }, () => {
  beforeEach(() => {
    steps.chooseTenant.mockReset();
    steps.chooseDepart.mockReset();
    steps.chooseGroup.mockReset();
  });

  it('asks for the tenant, then the department, then goes to the redirect target', async () => {
    steps.chooseDepart
      .mockResolvedValueOnce({ ok: false, message: '切换部门失败', presented: false })
      .mockResolvedValueOnce({ ok: true });
    renderWithChoices(CHOICES);
    await signIn();

    expect(await screen.findByText('选择租户')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    const required = { selector: '.ant-form-item-explain-error' };
    expect(await screen.findByText('请选择租户', required, { timeout: 5000 })).toBeInTheDocument();

    await choose('恒通支付华东分公司');
    expect(steps.chooseTenant).toHaveBeenCalledWith('2');

    await choose('风控合规部');
    expect(await screen.findByText('切换部门失败')).toBeInTheDocument();
    expect(screen.queryByText(/landed on/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(steps.chooseDepart).toHaveBeenCalledTimes(2));
    expect(steps.chooseDepart).toHaveBeenLastCalledWith('A01A05');
    expect(await screen.findByText('landed on /isystem/user')).toBeInTheDocument();
  });

  it('asks only for the group when that is the only choice', async () => {
    renderWithChoices({
      tenants: [],
      departs: [],
      groups: [
        { value: 'GRP1001', label: '平台运营组' },
        { value: 'GRP2003', label: '华东商户服务组' },
      ],
    });
    await signIn();

    expect(await screen.findByText('分组')).toBeInTheDocument();
    expect(screen.queryByText('选择租户')).not.toBeInTheDocument();
    await choose('华东商户服务组');

    expect(steps.chooseGroup).toHaveBeenCalledWith('GRP2003');
    expect(await screen.findByText('landed on /isystem/user')).toBeInTheDocument();
  });
});
