import { render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { ReadOnlyList } from '../../../src/components/ReadOnlyList';

describe('ReadOnlyList', () => {
  it('draws each item as a list item with its content, its extra and its label', () => {
    render(
      <ConfigProvider theme={{ token: { colorSplit: 'rgb(9, 8, 7)' } }}>
        <ReadOnlyList
          items={[
            { key: 'a', content: '待审核客户', extra: <b>3</b>, 'aria-label': '待审核客户 3 件' },
            { key: 'b', content: '待开票' },
          ]}
        />
      </ConfigProvider>,
    );
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['待审核客户3', '待开票']);
    expect(screen.getByRole('listitem', { name: '待审核客户 3 件' })).toBe(items[0]);
    expect(list.style.getPropertyValue('--read-only-list-split')).toContain('rgb(9, 8, 7)');
  });
});
