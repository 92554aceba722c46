import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DetailsModal, type DetailField } from '../../../src/components/DetailsModal';
import { sexText } from '../../../src/lib/pickers/userText';
import { LINA } from './fixtures';
import { modalTitled, renderPicker, userEvent } from './render';

type User = typeof LINA;

const FIELDS: DetailField<User>[] = [
  { label: '用户账号', dataIndex: 'username' },
  { label: '用户姓名', dataIndex: 'realname' },
  { label: '性别', render: (user) => sexText(user.sex) },
  { label: '手机号', dataIndex: 'phone' },
  { label: '部门', dataIndex: 'orgCodeTxt' },
  { label: '生日', dataIndex: 'birthday' },
];

/** The label cells of each row of the list. */
function labelsPerRow(modal: HTMLElement): number[] {
  return [...modal.querySelectorAll('tr.ant-descriptions-row')].map(
    (row) => row.querySelectorAll('.ant-descriptions-item-label').length,
  );
}

describe('DetailsModal', { timeout: 60_000 }, () => {
  it('shows the record as labels and values in 3 columns, 1200 wide', async () => {
    renderPicker(<DetailsModal open record={LINA} fields={FIELDS} onClose={vi.fn()} />);

    const modal = await screen.findByText('详细信息').then(() => modalTitled('详细信息'));

    expect(modal.style.width).toBe('1200px');
    expect(within(modal).getByText('用户姓名')).toBeInTheDocument();
    expect(within(modal).getByText('李娜')).toBeInTheDocument();
    expect(within(modal).getByText('女')).toBeInTheDocument();
    expect(within(modal).getByText('清算中心')).toBeInTheDocument();
    expect(labelsPerRow(modal)).toEqual([3, 3]);
  });

  it('takes up to 4 columns and no more', async () => {
    const { rerender } = renderPicker(
      <DetailsModal open record={LINA} fields={FIELDS} columns={2} onClose={vi.fn()} />,
    );
    await screen.findByText('李娜');
    expect(labelsPerRow(modalTitled('详细信息'))).toEqual([2, 2, 2]);

    rerender(<DetailsModal open record={LINA} fields={FIELDS} columns={6} onClose={vi.fn()} />);

    expect(labelsPerRow(modalTitled('详细信息'))).toEqual([4, 2]);
  });

  it('closes with 关闭', async () => {
    const onClose = vi.fn();
    renderPicker(<DetailsModal open record={LINA} fields={FIELDS} onClose={onClose} />);

    await userEvent.click(await screen.findByRole('button', { name: /关\s*闭/ }));

    expect(onClose).toHaveBeenCalled();
  });
});
