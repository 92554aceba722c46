import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  ROW_INSERT_BELOW,
  ROW_MOVE_DOWN,
  ROW_MOVE_UP,
  RowDragSortMenu,
} from '../../../src/components/RowDragSortMenu';
import { insertBelow, moveRow } from '../../../src/lib/rowOrder';
import { renderWidget } from './harness';

/** The item of the menu opened last (closed menus stay in the page, hidden). */
const menuItem = async (label: string) => {
  const items = await screen.findAllByRole('menuitem');
  return items.filter((item) => item.textContent === label).at(-1)!;
};

async function openMenu(row: number) {
  fireEvent.click(screen.getByLabelText(`行排序 ${row}`));
  await screen.findAllByRole('menuitem');
}

/** A list wired the way a grid uses the menu. */
function Rows() {
  const [rows, setRows] = useState(['张三', '李四', '王五']);
  return (
    <ol>
      {rows.map((name, i) => (
        <li key={`${name}-${i}`}>
          {name}
          <RowDragSortMenu
            rowIndex={i}
            rowCount={rows.length}
            onMoveUp={(at) => setRows((list) => moveRow(list, at, -1))}
            onMoveDown={(at) => setRows((list) => moveRow(list, at, 1))}
            onInsertBelow={(at) => setRows((list) => insertBelow(list, at, '新行'))}
          />
        </li>
      ))}
    </ol>
  );
}

const order = () =>
  screen
    .getAllByRole('listitem')
    .map((li) => li.textContent)
    .join(',');

describe('RowDragSortMenu', { timeout: 20_000 }, () => {
  it('offers 上移, 下移 and 在下方插入行, up disabled on the first row', async () => {
    const onMoveDown = vi.fn();
    renderWidget(<RowDragSortMenu rowIndex={0} rowCount={3} onMoveDown={onMoveDown} />);
    await openMenu(1);
    expect(await menuItem(ROW_MOVE_UP)).toHaveAttribute('aria-disabled', 'true');
    expect(await menuItem(ROW_MOVE_DOWN)).toHaveAttribute('aria-disabled', 'false');
    expect(await menuItem(ROW_INSERT_BELOW)).toBeInTheDocument();
    fireEvent.click(await menuItem(ROW_MOVE_DOWN));
    expect(onMoveDown).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('disables down on the last row and both on a single row', async () => {
    const { rerender } = renderWidget(<RowDragSortMenu rowIndex={2} rowCount={3} />);
    await openMenu(3);
    expect(await menuItem(ROW_MOVE_DOWN)).toHaveAttribute('aria-disabled', 'true');
    expect(await menuItem(ROW_MOVE_UP)).toHaveAttribute('aria-disabled', 'false');
    rerender(<RowDragSortMenu rowIndex={0} rowCount={1} />);
    await waitFor(async () => {
      expect(await menuItem(ROW_MOVE_UP)).toHaveAttribute('aria-disabled', 'true');
      expect(await menuItem(ROW_MOVE_DOWN)).toHaveAttribute('aria-disabled', 'true');
    });
  });

  it('moves rows and inserts below in a list', async () => {
    renderWidget(<Rows />);
    await openMenu(1);
    fireEvent.click(await menuItem(ROW_MOVE_DOWN));
    await waitFor(() => expect(order()).toBe('李四,张三,王五'));
    await openMenu(3);
    fireEvent.click(await menuItem(ROW_MOVE_UP));
    await waitFor(() => expect(order()).toBe('李四,王五,张三'));
    await openMenu(1);
    fireEvent.click(await menuItem(ROW_INSERT_BELOW));
    await waitFor(() => expect(order()).toBe('李四,新行,王五,张三'));
  });

  it('opens nothing when disabled', () => {
    renderWidget(<RowDragSortMenu rowIndex={0} rowCount={3} disabled />);
    expect(screen.getByLabelText('行排序 1')).toBeDisabled();
  });
});
