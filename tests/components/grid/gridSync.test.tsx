/** The grid with realtime sync (spec 4 "Realtime grid sync", reload effect 1400 ms). */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditableGrid, type GridColumn } from '../../../src/components/EditableGrid';
import { FakeSocket } from '../../unit/notices/fakeSocket';

const columns: GridColumn[] = [
  { key: 'name', title: '名称', type: 'input' },
  { key: 'qty', title: '数量', type: 'inputNumber' },
];
const rows = [
  { id: 'r1', name: '张三', qty: 1 },
  { id: 'r2', name: '李四', qty: 2 },
];

function renderSynced(onCommonSend?: (key: string, args: readonly unknown[]) => void) {
  render(
    <AntdApp>
      <EditableGrid
        columns={columns}
        rows={rows}
        sync={{
          userId: 'u1',
          socketKey: 'orders',
          pageId: 'p1',
          WebSocket: FakeSocket,
          onCommonSend,
        }}
      />
    </AntdApp>,
  );
  const socket = FakeSocket.latest();
  act(() => socket.open());
  return socket;
}

const cell = (rowIndex: number, key: string) =>
  within(
    screen.getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1')[
      rowIndex
    ] as HTMLElement,
  )
    .getAllByRole('gridcell')
    .find((element) => element.dataset.column === key) as HTMLElement;

const updateFrame = (row: Record<string, unknown>, caseId: string, socketKey = 'orders') => ({
  type: 'update_vxe_table',
  data: { socketKey, args: [row, caseId] },
});

function editName(rowIndex: number, value: string) {
  fireEvent.click(cell(rowIndex, 'name'));
  const input = within(cell(rowIndex, 'name')).getByRole('textbox');
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

afterEach(() => FakeSocket.reset());

describe('EditableGrid sync', () => {
  it('opens the user and page socket and sends the whole edited row with its case id', () => {
    const socket = renderSynced();
    expect(new URL(socket.url).pathname).toMatch(/\/vxeSocket\/u1\/p1$/);

    editName(1, '李四四');

    const sent = JSON.parse(socket.sent.at(-1) ?? '{}');
    expect(sent.type).toBe('update_vxe_table');
    expect(sent.data.socketKey).toBe('orders');
    expect(sent.data.args[0]).toEqual({ name: '李四四', qty: 2, id: 'r2' });
    expect(typeof sent.data.args[1]).toBe('string');
  });

  it("applies another table's update with the reload effect, which ends after 1400 ms", async () => {
    const socket = renderSynced();

    act(() => socket.receive(updateFrame({ id: 'r1', name: '张三丰', qty: 1 }, 'other')));

    const changed = cell(0, 'name');
    expect(changed).toHaveAttribute('data-reload-effect');
    expect(changed).toHaveTextContent('张三丰');
    expect(cell(0, 'qty')).not.toHaveAttribute('data-reload-effect');
    await waitFor(() => expect(cell(0, 'name')).not.toHaveAttribute('data-reload-effect'));
    expect(cell(0, 'name')).toHaveTextContent(/^张三丰$/);
  });

  it('ignores its own echo, other socket keys and rows it does not hold', () => {
    const socket = renderSynced();
    editName(0, '王五');
    const ownCaseId = JSON.parse(socket.sent.at(-1) ?? '{}').data.args[1] as string;

    act(() => {
      socket.receive(updateFrame({ id: 'r1', name: '旧的回声' }, ownCaseId));
      socket.receive(updateFrame({ id: 'r1', name: '别的表' }, 'other', 'another-key'));
      socket.receive(updateFrame({ id: 'zz', name: '没有这行' }, 'other'));
    });

    expect(cell(0, 'name')).toHaveTextContent(/^王五$/);
    expect(cell(0, 'name')).not.toHaveAttribute('data-reload-effect');
    expect(screen.queryByText('没有这行')).toBeNull();
  });

  it('does not send rows that are not saved yet (temporary ids)', () => {
    const socket = renderSynced();
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const before = socket.sent.length;

    editName(2, '新行');

    expect(cell(2, 'name')).toHaveTextContent('新行');
    expect(socket.sent).toHaveLength(before);
  });

  it('hands common_send_date data to onCommonSend and changes no row', () => {
    const onCommonSend = vi.fn();
    const socket = renderSynced(onCommonSend);

    act(() =>
      socket.receive({ type: 'common_send_date', data: { key: 'refresh', args: ['r1', 2] } }),
    );

    expect(onCommonSend).toHaveBeenCalledWith('refresh', ['r1', 2]);
    expect(cell(0, 'name')).toHaveTextContent(/^张三$/);
    expect(cell(0, 'name')).not.toHaveAttribute('data-reload-effect');
  });
});
