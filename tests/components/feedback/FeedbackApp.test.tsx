import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackApp } from '../../../src/app/feedback/FeedbackApp';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

// Issue 20: the signed-in app's antd App, whose message, notification and dialog code loads at
// the first call. The page sees the same element, and useAppFeedback() works as App.useApp() did.

function Probe({
  onFeedback,
}: {
  onFeedback: (feedback: ReturnType<typeof useAppFeedback>) => void;
}) {
  onFeedback(useAppFeedback());
  return <p>首页</p>;
}

/** A page inside FeedbackApp; returns what useAppFeedback() gave it. */
function renderFeedbackApp() {
  let feedback: ReturnType<typeof useAppFeedback> | undefined;
  render(
    <FeedbackApp>
      <Probe onFeedback={(given) => (feedback = given)} />
    </FeedbackApp>,
  );
  return () => {
    if (!feedback) throw new Error('the page did not render');
    return feedback;
  };
}

const html = (node: React.ReactNode) =>
  render(<ConfigProvider theme={{ token: { colorPrimary: '#1677ff' } }}>{node}</ConfigProvider>)
    .container.innerHTML;

describe('FeedbackApp', { timeout: 30_000 }, () => {
  it('draws what antd App draws around the page', () => {
    expect(
      html(
        <FeedbackApp>
          <p>首页</p>
        </FeedbackApp>,
      ),
    ).toBe(
      html(
        <App>
          <p>首页</p>
        </App>,
      ),
    );
  });

  it('shows a message and a notification called before their code arrived', async () => {
    const feedback = renderFeedbackApp();
    act(() => {
      void feedback().message.success('保存成功');
      feedback().notification.error({ message: '网络异常', description: '请检查网络连接' });
    });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(await screen.findByText('网络异常')).toBeInTheDocument();
  });

  it('opens a confirmation called before its code arrived and runs its 确定', async () => {
    const feedback = renderFeedbackApp();
    const confirmed = vi.fn();
    act(() => {
      feedback().modal.confirm({ title: '确认退出登录？', onOk: confirmed });
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('确认退出登录？').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /OK/ }));
    expect(confirmed).toHaveBeenCalledTimes(1);
  });
});
