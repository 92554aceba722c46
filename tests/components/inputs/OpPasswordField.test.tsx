import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { OpPasswordField } from '../../../src/components/OpPasswordField';
import { encryptOpPassword } from '../../../providers/op-password';
import { encryptCredential } from '../../../src/lib/crypto';
import { renderWidget } from './harness';

function Harness({ onFinish }: { onFinish: (values: { opPsw: string }) => void }) {
  return (
    <Form onFinish={onFinish}>
      <OpPasswordField />
      <Button htmlType="submit">确认提交</Button>
    </Form>
  );
}

describe('OpPasswordField (issue 17, spec 7.2)', { timeout: 30_000 }, () => {
  it('refuses to submit without the operation password', async () => {
    const onFinish = vi.fn();
    renderWidget(<Harness onFinish={onFinish} />);

    await userEvent.click(screen.getByRole('button', { name: '确认提交' }));

    expect(await screen.findByText('请输入操作密码')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('is a masked field the browser does not fill, and hands over what was typed', async () => {
    const onFinish = vi.fn();
    renderWidget(<Harness onFinish={onFinish} />);
    const input = screen.getByLabelText('操作密码');

    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(input, 'Op@123456');
    await userEvent.click(screen.getByRole('button', { name: '确认提交' }));

    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ opPsw: 'Op@123456' }));
  });
});

describe('encryptOpPassword', () => {
  it('encrypts with the login password key, so the plain text is never sent', () => {
    expect(encryptOpPassword('Op@123456')).toBe(encryptCredential('Op@123456', '1234567890adbcde'));
    expect(encryptOpPassword('Op@123456')).not.toContain('Op@123456');
  });
});
