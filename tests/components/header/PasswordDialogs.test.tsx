import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPasswordDialog } from '../../../src/shell/header/LoginPasswordDialog';
import { OperationPasswordDialog } from '../../../src/shell/header/OperationPasswordDialog';
import { PayPasswordDialog } from '../../../src/shell/header/PayPasswordDialog';
import { MERCHANT_USER, okAccountApi, PLAT_USER, profileOf, renderInApp } from './harness';

const accountApi = vi.hoisted(() => ({}) as ReturnType<typeof okAccountApi>);
vi.mock('../../../providers/account-api', () => ({ accountApi }));

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  Object.assign(accountApi, okAccountApi());
});

const GOOD = 'Abcd123!';
const ok = () => screen.getByRole('button', { name: /确\s*定/ });

/** One paste instead of a key per character: the dialogs only care about the value. */
async function fill(placeholder: string, value: string) {
  await userEvent.click(screen.getByPlaceholderText(placeholder));
  await userEvent.paste(value);
}

function renderLogin(info: Record<string, unknown> = PLAT_USER, onClose = vi.fn()) {
  renderInApp(<LoginPasswordDialog open onClose={onClose} profile={profileOf(info)} />);
  return onClose;
}

describe('LoginPasswordDialog (spec 5.2, 8.4)', () => {
  it('is 600 wide and asks for every field', async () => {
    renderLogin();
    const dialog = await screen.findByRole('dialog', { name: '修改登录密码' });
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '600px' });

    await userEvent.click(ok());

    expect(
      await screen.findByText('请输入原登录密码', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    // Each field's message renders as its own validation settles.
    expect(
      await screen.findByText('请输入新登录密码', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('请再次输入新登录密码', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(accountApi.updateLoginPassword).not.toHaveBeenCalled();
  });

  it('checks the pattern and the confirmation', async () => {
    renderLogin();
    await fill('请输入原登录密码', 'old');
    await fill('请输入新登录密码', 'abc');
    await fill('请再次输入新登录密码', 'abd');
    await userEvent.click(ok());

    expect(
      await screen.findByText('密码必须至少8位的英文字母、数字、字符组合'),
    ).toBeInTheDocument();
    expect(screen.getByText('两次输入的密码不一样')).toBeInTheDocument();
    expect(accountApi.updateLoginPassword).not.toHaveBeenCalled();
  });

  it('uses the configured pattern and message', async () => {
    renderInApp(
      <LoginPasswordDialog
        open
        onClose={vi.fn()}
        profile={profileOf(PLAT_USER)}
        policy={{ pwdReg: '^\\d{6}$', pwdMsg: '密码必须为6位数字' }}
      />,
    );
    await fill('请输入新登录密码', GOOD);
    await userEvent.click(ok());
    expect(await screen.findByText('密码必须为6位数字')).toBeInTheDocument();
  });

  it('submits on Enter, shows 操作成功 and closes', async () => {
    const onClose = renderLogin();
    await fill('请输入原登录密码', 'Old-pass1!');
    await fill('请输入新登录密码', GOOD);
    await fill('请再次输入新登录密码', GOOD);
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    expect(accountApi.updateLoginPassword).toHaveBeenCalledWith({
      userId: 'u1',
      oldPassword: 'Old-pass1!',
      newPassword: GOOD,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it.each<[string, unknown, string | undefined]>([
    [
      'the server message',
      { ok: false, message: '修改失败:原登录密码错误', presented: false },
      '修改失败:原登录密码错误',
    ],
    [
      'a fallback when the server said nothing',
      { ok: false, message: '', presented: false },
      '请求失败，请稍后重试',
    ],
  ])('warns with %s and stays open', async (_name, outcome, shown) => {
    accountApi.updateLoginPassword.mockResolvedValue(outcome);
    const onClose = renderLogin();
    await fill('请输入原登录密码', 'wrong');
    await fill('请输入新登录密码', GOOD);
    await fill('请再次输入新登录密码', GOOD);
    await userEvent.click(ok());

    const notice = await screen.findByText(shown ?? '');
    expect(notice.closest('.ant-message-warning')).not.toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds nothing to a failure the HTTP layer already showed', async () => {
    accountApi.updateLoginPassword.mockResolvedValue({
      ok: false,
      message: '网络超时',
      presented: true,
    });
    renderLogin();
    await fill('请输入原登录密码', 'x');
    await fill('请输入新登录密码', GOOD);
    await fill('请再次输入新登录密码', GOOD);
    await userEvent.click(ok());

    await waitFor(() => expect(accountApi.updateLoginPassword).toHaveBeenCalled());
    expect(screen.queryByText('网络超时')).not.toBeInTheDocument();
  });

  it('warns 当前系统无登录用户 without a signed-in user', async () => {
    renderLogin({});
    await fill('请输入原登录密码', 'x');
    await fill('请输入新登录密码', GOOD);
    await fill('请再次输入新登录密码', GOOD);
    await userEvent.click(ok());

    expect(await screen.findByText('当前系统无登录用户')).toBeInTheDocument();
    expect(accountApi.updateLoginPassword).not.toHaveBeenCalled();
  });
});

describe('PayPasswordDialog (spec 2.10, 5.2)', () => {
  async function submitValid() {
    await fill('请输入原支付密码', 'Old-pay1!');
    await fill('请输入新支付密码', GOOD);
    await fill('请再次输入新支付密码', GOOD);
    await userEvent.click(ok());
  }

  it('asks for every field', async () => {
    renderInApp(<PayPasswordDialog open onClose={vi.fn()} profile={profileOf(PLAT_USER)} />);
    const dialog = await screen.findByRole('dialog', { name: '支付密码修改' });
    await userEvent.click(ok());
    for (const text of ['请输入原支付密码', '请输入新支付密码', '请再次输入新支付密码']) {
      expect(
        await within(dialog).findByText(text, { selector: '.ant-form-item-explain-error' }),
      ).toBeInTheDocument();
    }
  });

  it('sends the customer code and shows 修改成功', async () => {
    renderInApp(<PayPasswordDialog open onClose={vi.fn()} profile={profileOf(PLAT_USER)} />);
    await submitValid();
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(accountApi.modifyPayPassword).toHaveBeenCalledWith({
      cusCode: 'C001',
      oldPassword: 'Old-pay1!',
      newPassword: GOOD,
    });
  });

  it('warns 客户代码为空 without a customer code', async () => {
    renderInApp(<PayPasswordDialog open onClose={vi.fn()} profile={profileOf(MERCHANT_USER)} />);
    await submitValid();
    expect(await screen.findByText('客户代码为空')).toBeInTheDocument();
    expect(accountApi.modifyPayPassword).not.toHaveBeenCalled();
  });
});

describe('OperationPasswordDialog (spec 5.2, 8.4)', () => {
  it('asks for password, confirmation and captcha', async () => {
    renderInApp(<OperationPasswordDialog open onClose={vi.fn()} profile={profileOf(PLAT_USER)} />);
    await screen.findByRole('dialog', { name: '设置操作密码' });
    await userEvent.click(ok());
    for (const text of ['请输入操作密码', '请再次输入操作密码', '请输入验证码']) {
      expect(
        await screen.findByText(text, { selector: '.ant-form-item-explain-error' }),
      ).toBeInTheDocument();
    }
  });

  it('sets the password with the captcha and shows 设置成功', async () => {
    renderInApp(<OperationPasswordDialog open onClose={vi.fn()} profile={profileOf(PLAT_USER)} />);
    await fill('请输入操作密码', GOOD);
    await fill('请再次输入操作密码', GOOD);
    await fill('请输入验证码', '486731');
    await userEvent.click(ok());

    expect(await screen.findByText('设置成功')).toBeInTheDocument();
    expect(accountApi.setOperationPassword).toHaveBeenCalledWith({
      password: GOOD,
      captcha: '486731',
    });
  });
});
