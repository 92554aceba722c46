import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IframePage } from '../../../src/shell/menu/IframePage';

// spec 2.3 iframe entries (layouts/IframePageView).
describe('IframePage', () => {
  it('sandboxes a cross-origin page: its own origin, no top navigation', () => {
    render(<IframePage title="报表" url="https://reports.example.com/view" />);
    const frame = screen.getByTitle('报表');
    expect(frame).toHaveAttribute('sandbox', expect.stringContaining('allow-scripts'));
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  });

  it('gives a same-origin page no sandbox it could lift itself', () => {
    render(<IframePage title="SQL监控" url={`${window.location.origin}/admin/druid/`} />);
    expect(screen.getByTitle('SQL监控')).not.toHaveAttribute('sandbox');
  });

  it('says the entry cannot open when its address was refused', async () => {
    render(<IframePage title="坏链接" />);
    expect(await screen.findByText('无法打开该页面')).toBeInTheDocument();
  });
});
