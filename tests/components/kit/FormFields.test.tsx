import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { FormFields } from '../../../resources/kit/FormFields';
import type { FormFieldDecl } from '../../../resources/kit';

// Form values stay the strings the server sends (jeecg-contracts §1.3 date formats), whatever the
// control works with.

const FIELDS: FormFieldDecl[] = [
  { kind: 'date', field: 'beginDate', label: '开始日期' },
  { kind: 'datetime', field: 'sendTime', label: '发送时间' },
  { kind: 'text', field: 'code', label: '编码', readOnlyOnEdit: true },
  { kind: 'text', field: 'password', label: '密码', modes: ['create'] },
];

function renderForm(initialValues: Record<string, unknown>, mode: 'create' | 'edit') {
  const onFinish = vi.fn();
  render(
    <Form initialValues={initialValues} onFinish={onFinish}>
      <FormFields fields={FIELDS} context={{ mode }} />
      <Button htmlType="submit">提交</Button>
    </Form>,
  );
  return onFinish;
}

describe('FormFields', { timeout: 20_000 }, () => {
  it('shows server dates in the pickers and sends them back as strings', async () => {
    const onFinish = renderForm(
      { beginDate: '2026-01-06', sendTime: '2026-01-06 10:00:00', code: 'gm' },
      'edit',
    );
    const begin = screen.getByPlaceholderText('请选择开始日期');
    expect(begin).toHaveValue('2026-01-06');
    expect(screen.getByPlaceholderText('请选择发送时间')).toHaveValue('2026-01-06 10:00:00');

    fireEvent.mouseDown(begin);
    fireEvent.change(begin, { target: { value: '2026-02-01' } });
    fireEvent.keyDown(begin, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));

    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(onFinish.mock.calls[0]?.[0]).toEqual({
      beginDate: '2026-02-01',
      sendTime: '2026-01-06 10:00:00',
      code: 'gm',
    });
  });

  it('editing locks identifying fields and leaves out create-only ones', () => {
    renderForm({ code: 'gm' }, 'edit');
    expect(screen.getByPlaceholderText('请输入编码')).toBeDisabled();
    expect(screen.queryByPlaceholderText('请输入密码')).toBeNull();
  });
});
