import { render } from '@testing-library/react';
import { Badge, ConfigProvider, List } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement, ReactNode } from 'react';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlainList, PlainListItem } from '../../../src/components/PlainList';

// Issue 20: 首页's pending list is drawn without antd's List module (it imports Pagination and
// Select); what the user gets must be what antd's List draws, element for element.

interface Pending {
  name: string;
  count: number;
  href?: string;
}

const ITEMS: Pending[] = [
  { name: '待审核商户', count: 3, href: '/customer/customer' },
  { name: '待复核付款', count: 1200 },
];

const count = (item: Pending) => <Badge count={item.count} overflowCount={999} color="#1677ff" />;

const content = (item: Pending) =>
  item.href ? (
    <Link to={item.href} aria-label={`${item.name}，去处理`}>
      {item.name}
    </Link>
  ) : (
    item.name
  );

const drawn = (ui: ReactElement, prefixCls?: string) =>
  render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter>
        <ConfigProvider locale={zhCN} prefixCls={prefixCls}>
          {children}
        </ConfigProvider>
      </MemoryRouter>
    ),
  }).container.innerHTML;

/** The same list through PlainList and through antd's List, as PendingCard writes it. */
const both = (items: Pending[], size?: 'small' | 'large', prefixCls?: string) => ({
  plain: drawn(
    <PlainList
      size={size}
      dataSource={items}
      renderItem={(item) => (
        <PlainListItem extra={count(item)} style={{ alignItems: 'center' }} aria-label={item.name}>
          {content(item)}
        </PlainListItem>
      )}
    />,
    prefixCls,
  ),
  antd: drawn(
    <List
      size={size}
      dataSource={items}
      renderItem={(item) => (
        <List.Item extra={count(item)} style={{ alignItems: 'center' }} aria-label={item.name}>
          {content(item)}
        </List.Item>
      )}
    />,
    prefixCls,
  ),
});

describe('PlainList draws what antd List draws', () => {
  it('small, with items with a badge after a link or a text, a style and a label', () => {
    const { plain, antd } = both(ITEMS, 'small');
    expect(plain).toContain('href="/customer/customer"');
    expect(plain).toContain('ant-list-sm');
    expect(plain).toBe(antd);
  });

  it('at the default and the large size', () => {
    for (const size of [undefined, 'large'] as const) {
      const { plain, antd } = both(ITEMS, size);
      expect(plain).toBe(antd);
    }
  });

  it('with no items: antd’s empty state', () => {
    const { plain, antd } = both([], 'small');
    expect(plain).toContain('暂无数据');
    expect(plain).toBe(antd);
  });

  it('under another prefix', () => {
    const { plain, antd } = both(ITEMS, 'small', 'plist');
    expect(plain).toContain('plist-list-item');
    expect(plain).not.toContain('ant-list');
    expect(plain).toBe(antd);
  });

  it('an item with text beside other children, laid out without flex as antd does', () => {
    const item = (Item: typeof PlainListItem | typeof List.Item) => (
      <Item extra="件">
        共 <strong>3</strong>
      </Item>
    );
    const plain = drawn(<PlainList dataSource={[1]} renderItem={() => item(PlainListItem)} />);
    const antd = drawn(<List dataSource={[1]} renderItem={() => item(List.Item)} />);
    expect(plain).toContain('ant-list-item-no-flex');
    expect(plain).toBe(antd);
  });
});
