// @vitest-environment jsdom
import { Refine, useTranslate } from '@refinedev/core';
import { DeleteButton, SaveButton } from '@refinedev/antd';
import { render, screen } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../providers/data-provider';
import { i18nProvider } from '../../../providers/i18n';
import { fakeRequester } from '../data/fake-requester';
import { resourceEndpoints } from '../../../resources/registry';

const withRefine = (children: ReactNode) =>
  createElement(
    Refine,
    {
      dataProvider: createDataProvider(fakeRequester().request, resourceEndpoints),
      i18nProvider,
      options: { disableTelemetry: true },
    },
    children,
  );

function Probe() {
  const t = useTranslate();
  return createElement(
    'ul',
    null,
    createElement('li', null, t('notifications.createSuccess', { resource: '角色' }, 'Created')),
    createElement('li', null, `[${t('posts.fields.title', 'Title')}]`),
  );
}

describe('Refine renders the zh-CN strings', () => {
  it('antd buttons show Chinese labels, not keys or English', () => {
    render(
      withRefine([
        createElement(SaveButton, { key: 's' }),
        createElement(DeleteButton, { key: 'd', recordItemId: 1, resource: 'user' }),
      ]),
    );
    expect(screen.getByRole('button', { name: /保存/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /删除/ })).toBeInTheDocument();
    expect(screen.queryByText(/buttons\./)).not.toBeInTheDocument();
    expect(screen.queryByText(/^(Save|Delete)$/)).not.toBeInTheDocument();
  });

  it('useTranslate interpolates and falls back to the default for unknown keys', () => {
    render(withRefine(createElement(Probe)));
    expect(screen.getByText('新增角色成功')).toBeInTheDocument();
    expect(screen.getByText('[Title]')).toBeInTheDocument();
  });
});
