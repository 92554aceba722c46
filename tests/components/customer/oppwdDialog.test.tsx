/**
 * A customer's operation password (issue 16 page 6, CusSetOpPwd) from the 客户详情 header: the
 * spec 5.2 rules, the SMS code to the customer's mobile with the 60 s resend (spec 4), the
 * request with the customer's code, 设置成功, and a refusal that keeps the input (spec 8.4).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  capOk,
  capRefused,
  DETAIL_CODES,
  grant,
  renderDetail,
  seedDetailDictionaries,
  SET_OP_PASSWORD,
} from './detailHarness';

vi.mock('../../../src/shell/branding/useBranding', () => ({
  useBranding: () => ({ pwdReg: undefined, pwdMsg: undefined }),
}));

// Tabs and dialogs of antd on a loaded two-core machine; a passing test is far quicker.
vi.setConfig({ testTimeout: 120_000 });

beforeEach(() => {
  seedDetailDictionaries();
  grant(DETAIL_CODES);
});

const GOOD = 'Abcd123!';
const dialog = () => {
  const open = document.querySelector<HTMLElement>(
    '.ant-modal-wrap:not([style*="none"]) [role="dialog"]',
  );
  if (!open) throw new Error('no dialog open');
  return open;
};
const fill = (placeholder: string, value: string) =>
  fireEvent.change(within(dialog()).getByPlaceholderText(placeholder), { target: { value } });
// getByRole computes every element's accessible name: seconds per query in this big dialog.
const confirm = () =>
  fireEvent.click(
    within(dialog())
      .getByText(/^确\s*定$/)
      .closest('button') as HTMLElement,
  );
const errors = () =>
  [...dialog().querySelectorAll('.ant-form-item-explain-error')].map((error) => error.textContent);

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: '设置操作密码' }));
  await screen.findByText('设置操作密码 - 杭州云栖便利店有限公司');
}

describe('设置操作密码 of a customer', () => {
  it('asks for the password, its confirmation and the code (spec 5.2) and sends nothing', async () => {
    const { callsTo } = renderDetail();
    await openDialog();
    confirm();
    await waitFor(() =>
      expect(errors()).toEqual(['请输入操作密码', '请再次输入操作密码', '请输入验证码']),
    );

    fill('请输入操作密码', 'abc12345');
    fill('请再次输入操作密码', 'abc12346');
    fill('请输入验证码', '486731');
    confirm();
    await waitFor(() =>
      expect(errors()).toEqual([
        '密码必须至少8位的英文字母、数字、字符组合',
        '两次输入的密码不一样',
      ]),
    );
    expect(callsTo(SET_OP_PASSWORD)).toHaveLength(0);
  });

  it("sends the code to the customer's mobile and counts 60 s down", async () => {
    const { smsSent } = renderDetail();
    await openDialog();
    expect(within(dialog()).getByText('验证码将发送至客户手机 138****5678')).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: '获取验证码' }));

    expect(await within(dialog()).findByRole('button', { name: /60秒后重新获取/ })).toBeDisabled();
    expect(smsSent).toEqual([{ type: 'opPwd', mobile: '138****5678', cusCode: 'C202611000123' }]);
  });

  it("sets the customer's password, encrypted, with the code: 设置成功", async () => {
    const { callsTo } = renderDetail({ [SET_OP_PASSWORD]: capOk(null, '设置成功') });
    await openDialog();
    fill('请输入操作密码', GOOD);
    fill('请再次输入操作密码', GOOD);
    fill('请输入验证码', '486731');
    confirm();

    await waitFor(() => expect(callsTo(SET_OP_PASSWORD)).toHaveLength(1));
    expect(callsTo(SET_OP_PASSWORD)[0]?.payload).toEqual({
      cusCode: 'C202611000123',
      opPsw: `aes(${GOOD})`,
      captcha: '486731',
    });
    expect(await screen.findByText('设置成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server text on a refusal and keeps the dialog and the input', async () => {
    const { callsTo } = renderDetail({
      [SET_OP_PASSWORD]: capRefused('设置失败:短信验证码错误或已过期'),
    });
    await openDialog();
    fill('请输入操作密码', GOOD);
    fill('请再次输入操作密码', GOOD);
    fill('请输入验证码', '000000');
    confirm();

    expect(await screen.findByText('设置失败:短信验证码错误或已过期')).toBeInTheDocument();
    expect(callsTo(SET_OP_PASSWORD)).toHaveLength(1);
    expect(within(dialog()).getByPlaceholderText('请输入操作密码')).toHaveValue(GOOD);
    expect(within(dialog()).getByPlaceholderText('请输入验证码')).toHaveValue('000000');
  });
});
