import { render, screen, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationProvider } from '@refinedev/core';
import { useNotificationProvider } from '../../providers/notification-provider';

function capture(): { current?: NotificationProvider } {
  const holder: { current?: NotificationProvider } = {};
  function Probe() {
    holder.current = useNotificationProvider();
    return null;
  }
  render(
    <AntdApp>
      <Probe />
    </AntdApp>,
  );
  return holder;
}

describe('useNotificationProvider', () => {
  it('shows error and success notifications with their texts', async () => {
    const provider = capture();
    act(() =>
      provider.current?.open({ type: 'error', message: '删除失败', description: '记录不存在' }),
    );
    expect(await screen.findByText('删除失败')).toBeInTheDocument();
    expect(screen.getByText('记录不存在')).toBeInTheDocument();
  });

  it('offers 撤销 on an undoable action and cancels the mutation', async () => {
    const provider = capture();
    const cancelMutation = vi.fn();
    act(() =>
      provider.current?.open({
        key: 'undo-1',
        type: 'progress',
        message: '正在删除',
        cancelMutation,
        undoableTimeout: 5,
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /撤\s*销/ }));
    expect(cancelMutation).toHaveBeenCalledTimes(1);
  });
});
