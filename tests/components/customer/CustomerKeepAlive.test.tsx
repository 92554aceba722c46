/**
 * 客户信息 in a kept-alive tab (spec 2.8, the demo menu's keepAlive: true): showing the tab again
 * re-runs the page's effects, which must neither tell a failed read again nor wipe an open form.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordShownMessages } from '../kit/harness';
import {
  ALL_CODES,
  INQUIRY,
  capOk,
  capRefused,
  customersView,
  grant,
  listBody,
  recordingPost,
  seedDictionaries,
} from './harness';

beforeEach(() => {
  seedDictionaries();
  grant(ALL_CODES);
});

describe('客户信息 in a kept-alive tab', { timeout: 120_000 }, () => {
  it('tells each failed read once, also after the tab is hidden and shown again', async () => {
    const { post, callsTo } = recordingPost({ [INQUIRY]: capRefused('查询失败:客户服务暂不可用') });
    const page = customersView(post);
    const shown = recordShownMessages();
    const told = () =>
      expect(shown()).toEqual(
        Array<string>(callsTo(INQUIRY).length).fill('查询失败:客户服务暂不可用'),
      );
    const view = render(page());
    await waitFor(() => expect(shown()).toHaveLength(1));

    view.rerender(page('hidden'));
    view.rerender(page('visible'));
    await waitFor(told);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    told();
  });

  it('keeps what was typed in the open form when the tab is shown again', async () => {
    const { post } = recordingPost({ [INQUIRY]: capOk(listBody([])) });
    const page = customersView(post);
    const view = render(page());
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('客户名称'), {
      target: { value: '深圳市南山区李记五金店' },
    });

    view.rerender(page('hidden'));
    view.rerender(page('visible'));
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByLabelText('客户名称')).toHaveValue(
        '深圳市南山区李记五金店',
      ),
    );
  });
});
