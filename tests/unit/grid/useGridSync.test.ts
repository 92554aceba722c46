// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  useGridSync,
  type GridSyncOptions,
} from '../../../src/components/EditableGrid/useGridSync';
import { FakeSocket } from '../notices/fakeSocket';

const update = (caseId: string, socketKey = 'vxe-default', row = { id: 'r1', name: '张三' }) => ({
  type: 'update_vxe_table',
  data: { socketKey, args: [row, caseId] },
});

function mount(options: Partial<GridSyncOptions> = {}) {
  const onPatches = vi.fn();
  const view = renderHook((props: Partial<GridSyncOptions>) =>
    useGridSync({
      userId: 'u1',
      enabled: true,
      onPatches,
      WebSocket: FakeSocket,
      ...options,
      ...props,
    }),
  );
  return { ...view, onPatches };
}

afterEach(() => FakeSocket.reset());

describe('useGridSync (spec 4 realtime grid sync, 7.6)', () => {
  it('opens /vxeSocket/{userId}/{pageId} without a token and sends a heartbeat once open', () => {
    const { result } = mount({ pageId: 'p-1' });
    const socket = FakeSocket.latest();

    expect(new URL(socket.url).pathname).toBe('/admin/vxeSocket/u1/p-1');
    expect(socket.url).not.toMatch(/token/i);
    expect(result.current.pageId).toBe('p-1');
    act(() => socket.open());
    expect(socket.sent.map((frame) => JSON.parse(frame).type)).toEqual(['heart_beat']);
  });

  it('generates one page id and one case id per mount', () => {
    const { result, rerender } = mount();
    const first = result.current;
    rerender({});

    expect(result.current.pageId).toBe(first.pageId);
    expect(result.current.caseId).toBe(first.caseId);
    expect(first.pageId).not.toBe(first.caseId);
    expect(FakeSocket.created).toHaveLength(1);
    expect(FakeSocket.latest().url).toContain(`/vxeSocket/u1/${first.pageId}`);
  });

  it("hands other tables' row updates to onPatches and ignores its own echo and other keys", () => {
    const { result, onPatches } = mount();
    const socket = FakeSocket.latest();
    act(() => socket.open());

    act(() => socket.receive(update('other-case')));
    act(() => socket.receive(update(result.current.caseId)));
    act(() => socket.receive(update('other-case', 'another-key')));
    act(() => socket.receive({ type: 'heart_beat', data: true }));

    expect(onPatches).toHaveBeenCalledTimes(1);
    expect(onPatches).toHaveBeenCalledWith([{ id: 'r1', values: { name: '张三' } }]);
  });

  it('sendUpdate sends the row with its case id once connected, and reports a drop before', () => {
    const { result } = mount({ socketKey: 'orders' });
    const socket = FakeSocket.latest();
    const row = { id: 'r2', values: { qty: 3 } };

    expect(result.current.sendUpdate(row)).toBe(false);
    act(() => socket.open());
    expect(result.current.sendUpdate(row)).toBe(true);
    expect(JSON.parse(socket.sent.at(-1) ?? '')).toEqual({
      type: 'update_vxe_table',
      data: { socketKey: 'orders', args: [{ qty: 3, id: 'r2' }, result.current.caseId] },
    });
  });

  it('stops on unmount and when disabled; opens nothing while disabled', () => {
    const disabled = mount({ enabled: false });
    expect(FakeSocket.created).toHaveLength(0);
    disabled.unmount();

    const { rerender, unmount, onPatches } = mount();
    const first = FakeSocket.latest();
    act(() => first.open());
    rerender({ enabled: false });
    expect(first.closed).toBe(true);

    rerender({ enabled: true });
    const second = FakeSocket.latest();
    expect(second).not.toBe(first);
    unmount();
    // Still connecting: it is closed as it opens (no "closed before established" warning).
    expect(second.closed).toBe(false);
    second.open();
    expect(second.closed).toBe(true);
    // A closed socket's late frames reach nobody.
    second.receive(update('other-case'));
    expect(onPatches).not.toHaveBeenCalled();
  });
});
