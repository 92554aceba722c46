import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Activity } from 'react';
import { describe, expect, it } from 'vitest';
import type { ListDeclaration } from '../../../resources/kit';
import {
  confirmDialog,
  listElement,
  ok,
  openDialog,
  refused,
  routedRequester,
  rowOf,
  recordShownMessages,
  within,
  withTestRows,
} from './harness';
import positionResource from '../../../resources/system/position';

// Tabs keep list pages alive under a hidden <Activity> (spec 2.8): showing the tab again re-runs
// the page's effects, which must neither repeat a failure message nor wipe an open form.

interface Item {
  id: string;
  name: string;
}

const declaration: ListDeclaration<Item> = {
  resource: withTestRows(positionResource),
  title: '职务管理',
  columns: [{ field: 'name', title: '职务名称' }],
  form: { fields: [{ kind: 'text', field: 'name', label: '职务名称' }] },
};

describe('ListPage in a kept-alive tab', { timeout: 60_000 }, () => {
  it('tells each failed list read once, also when the tab is hidden and shown again', async () => {
    // The first read gives rows, every later one fails (the rows stay on screen meanwhile).
    const backend = routedRequester({
      'GET /sys/position/list': (call) =>
        backend.calls.indexOf(call) === 0
          ? ok({ records: [{ id: 'p1', name: '出纳' }], total: 1 })
          : refused('列表加载失败'),
    });
    const page = (mode: 'visible' | 'hidden') =>
      listElement(declaration, backend.request, (list) => <Activity mode={mode}>{list}</Activity>);
    const view = render(page('visible'));
    await screen.findByRole('cell', { name: '出纳' });

    const failedReads = () => backend.callsTo('/sys/position/list').length - 1;
    const shown = recordShownMessages();
    const told = () => expect(shown()).toEqual(Array<string>(failedReads()).fill('列表加载失败'));
    // Each showing reads the list again (fresh rows); each failed read is told once, no more.
    for (let showing = 1; showing <= 2; showing += 1) {
      view.rerender(page('hidden'));
      view.rerender(page('visible'));
      await waitFor(() => expect(failedReads()).toBe(showing));
      // Told once (however long a loaded machine takes to show it), and still once a moment later.
      await waitFor(told, { timeout: 5_000 });
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      told();
    }
  });

  it('an open edit form keeps what was typed when the tab comes back', async () => {
    const backend = routedRequester({
      'GET /sys/position/list': ok({ records: [{ id: 'p1', name: '出纳' }], total: 1 }),
    });
    const page = (mode: 'visible' | 'hidden') =>
      listElement(declaration, backend.request, (list) => <Activity mode={mode}>{list}</Activity>);
    const view = render(page('visible'));
    await screen.findByRole('cell', { name: '出纳' });
    fireEvent.click(within(rowOf('出纳')).getByText('编辑'));
    const dialog = await openDialog('编辑');
    const name = within(dialog).getByPlaceholderText('请输入职务名称');
    await waitFor(() => expect(name).toHaveValue('出纳'));
    fireEvent.change(name, { target: { value: '高级出纳' } });

    view.rerender(page('hidden'));
    view.rerender(page('visible'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await waitFor(() =>
      expect(within(dialog).getByPlaceholderText('请输入职务名称')).toHaveValue('高级出纳'),
    );
    // Still unsaved: closing asks first.
    fireEvent.click(within(dialog).getByRole('button', { name: /关\s*闭/ }));
    expect(await confirmDialog()).toHaveTextContent('您有未保存的修改，确定要离开吗？');
  });
});
