import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Ellipsis, truncateText } from '../../../src/components/Ellipsis';
import { renderWidget } from './harness';

const LONG = '北京市朝阳区建国路八十八号现代城SOHO大厦A座二十三层二三零一室财务部';

describe('truncateText', () => {
  it.each([
    ['短文本', 25, '短文本'],
    ['一二三四五六七八九十一二', 12, '一二三四五六七八九十一二'],
    ['一二三四五六七八九十一二三', 12, '一二三四五六七八九十一二...'],
    ['😀'.repeat(13), 12, `${'😀'.repeat(12)}...`],
    ['', 25, ''],
  ])('%s at %i', (text, length, expected) => {
    expect(truncateText(text, length)).toBe(expected);
  });

  it('cuts at 25 characters by default (spec 9)', () => {
    expect(truncateText(LONG)).toBe(`${Array.from(LONG).slice(0, 25).join('')}...`);
  });
});

describe('Ellipsis', { timeout: 20_000 }, () => {
  it('shows short text as is, without a tooltip', () => {
    renderWidget(<Ellipsis value="北京市朝阳区" />);
    expect(screen.getByText('北京市朝阳区')).toBeInTheDocument();
    fireEvent.mouseEnter(screen.getByText('北京市朝阳区'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('cuts long text with ... and shows the full text in a tooltip', async () => {
    renderWidget(<Ellipsis value={LONG} />);
    const shown = screen.getByText('北京市朝阳区建国路八十八号现代城SOHO大厦A座二...');
    fireEvent.mouseEnter(shown);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG);
  });

  it('cuts at 12 in pickers', () => {
    renderWidget(<Ellipsis value={LONG} length={12} />);
    expect(screen.getByText('北京市朝阳区建国路八十八...')).toBeInTheDocument();
  });

  it('renders nothing for an empty value and numbers as text', () => {
    const { container, rerender } = renderWidget(<Ellipsis value={null} />);
    expect(container.textContent).toBe('');
    rerender(<Ellipsis value={1234567} length={3} />);
    expect(screen.getByText('123...')).toBeInTheDocument();
  });
});
