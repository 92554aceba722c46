import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { click, counterText, openPage, renderTabs, SLOW_DOM, tab } from './harness';

// Issue 13 item 12: a page that crashes shows an error state in its own tab; the tab bar, the
// menu and the other tabs stay usable.

function CrashingPage(): never {
  throw new TypeError("Cannot read properties of null (reading 'cached')");
}

describe('KeepAliveOutlet error boundary', SLOW_DOM, () => {
  it('shows a crashed page as an error state in its tab; the other tabs still work', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderTabs({ elements: { '/b': <CrashingPage /> } });
    await openPage('甲');
    await click(screen.getByText('甲加一'));

    await openPage('乙');
    expect(await screen.findByText('页面出错了')).toBeVisible();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeVisible();

    await click(tab('页面甲'));
    expect(counterText('甲')).toHaveTextContent('甲计数 1');
    expect(counterText('甲')).toBeVisible();
    expect(screen.getByText('页面出错了')).not.toBeVisible();
  });
});
