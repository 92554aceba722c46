import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AnnouncementModal } from '../../../src/shell/notices/AnnouncementModal';
import { OFF_SITE, RECONCILE_ERRORS, URGENT } from './fixtures';
import { renderInShell } from './renderInShell';

async function shownModal(): Promise<HTMLElement> {
  const modal = (await screen.findByText('通知消息')).closest<HTMLElement>('.ant-modal');
  if (!modal) throw new Error('no modal is shown');
  return modal;
}

describe('AnnouncementModal', { timeout: 20_000 }, () => {
  it('shows nothing without an announcement', () => {
    renderInShell(<AnnouncementModal announcement={undefined} onClose={vi.fn()} />);

    expect(screen.queryByText('通知消息')).toBeNull();
  });

  it('refuses 去处理 for an off-site openPage', async () => {
    renderInShell(<AnnouncementModal announcement={OFF_SITE} onClose={vi.fn()} />);

    const modal = await shownModal();

    expect(within(modal).queryByText('去处理')).toBeNull();
  });

  it('offers 去处理 for a same-origin openPage', async () => {
    renderInShell(<AnnouncementModal announcement={RECONCILE_ERRORS} onClose={vi.fn()} />);

    const modal = await shownModal();

    expect(within(modal).getByText('去处理')).toBeInTheDocument();
  });

  it('renders links of the content so the opened page cannot reach back', async () => {
    const withLinks = {
      ...URGENT,
      msgContent:
        '<p>附件：<a href="/admin/sys/common/static/temp/a.pdf" target="_blank">规则.pdf</a></p>' +
        '<p><a href="javascript:alert(1)">点此领取</a></p>',
    };
    renderInShell(<AnnouncementModal announcement={withLinks} onClose={vi.fn()} />);

    const modal = await shownModal();

    const attachment = within(modal).getByText('规则.pdf');
    expect(attachment).toHaveAttribute('target', '_blank');
    expect(attachment).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(modal).getByText('点此领取')).not.toHaveAttribute('href');
  });
});
