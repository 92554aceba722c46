import { render } from '@testing-library/react';
import { ConfigProvider, Typography } from 'antd';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PlainText, PlainTitle } from '../../../src/components/PlainTypography';

// Issue 20: the shell and 首页 draw their texts without Typography's full module; what the user
// gets must be what antd's Typography.Title / Text draw, element for element and class for class.

const html = (element: ReactElement) => render(element).container.innerHTML;

describe('PlainTitle and PlainText draw what antd Typography draws', () => {
  it('a heading of each level, with its style', () => {
    for (const level of [1, 2, 3, 4, 5] as const) {
      expect(html(<PlainTitle level={level}>上午好，系统管理员</PlainTitle>)).toBe(
        html(<Typography.Title level={level}>上午好，系统管理员</Typography.Title>),
      );
    }
    expect(
      html(
        <PlainTitle level={5} style={{ margin: 0 }}>
          平台看板
        </PlainTitle>,
      ),
    ).toBe(
      html(
        <Typography.Title level={5} style={{ margin: 0 }}>
          平台看板
        </Typography.Title>,
      ),
    );
  });

  it('a plain, a secondary and a coloured text', () => {
    expect(html(<PlainText>较昨日</PlainText>)).toBe(
      html(<Typography.Text>较昨日</Typography.Text>),
    );
    expect(html(<PlainText secondary>欢迎使用</PlainText>)).toBe(
      html(<Typography.Text type="secondary">欢迎使用</Typography.Text>),
    );
    expect(html(<PlainText style={{ color: '#cf1322' }}>较昨日 ↑</PlainText>)).toBe(
      html(<Typography.Text style={{ color: '#cf1322' }}>较昨日 ↑</Typography.Text>),
    );
  });

  it('a strong one-line text cut by an ellipsis (the shell title)', () => {
    expect(
      html(
        <PlainText strong ellipsis style={{ color: 'inherit' }}>
          业务运营支撑系统
        </PlainText>,
      ),
    ).toBe(
      html(
        <Typography.Text strong ellipsis style={{ color: 'inherit' }}>
          业务运营支撑系统
        </Typography.Text>,
      ),
    );
  });

  it('under another class prefix as well', () => {
    const prefixed = (element: ReactElement) => (
      <ConfigProvider prefixCls="console">{element}</ConfigProvider>
    );
    expect(html(prefixed(<PlainText secondary>欢迎使用</PlainText>))).toBe(
      html(prefixed(<Typography.Text type="secondary">欢迎使用</Typography.Text>)),
    );
  });
});
