import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionOutcome, ListDeclaration } from '../../../resources/kit';
import { storage } from '../../../src/lib/storage';
import {
  confirmDialog,
  ok,
  renderList,
  routedRequester,
  rowOf,
  shownMessages,
  within,
  withTestRows,
} from './harness';
import quartzJobResource from '../../../resources/system/quartz';

// The declared differences beyond CRUD: a drawer form, special row and toolbar actions (issue 5:
// users' freeze, announcements' release, jobs' run once… are declared this way).

interface Job {
  id: string;
  name: string;
  status: string;
}

const ROWS: Job[] = [
  { id: 'j1', name: '对账任务', status: '0' },
  { id: 'j2', name: '清算任务', status: '-1' },
];

const OK = /^确\s*定$/;
afterEach(() => storage.clearSession());

function declare(overrides: Partial<ListDeclaration<Job>>): ListDeclaration<Job> {
  return {
    resource: withTestRows(quartzJobResource),
    title: '定时任务',
    columns: [
      { field: 'name', title: '任务名称' },
      { field: 'status', title: '状态' },
    ],
    ...overrides,
  };
}

async function shownList(declaration: ListDeclaration<Job>, routes = {}) {
  const backend = routedRequester({
    'GET /sys/quartzJob/list': ok({ records: ROWS, total: 2 }),
    ...routes,
  });
  renderList(declaration, backend.request);
  await screen.findByRole('cell', { name: '对账任务' });
  return backend;
}

describe('ListPage declared actions', { timeout: 60_000 }, () => {
  it('creates in a drawer when the form says so', async () => {
    const backend = await shownList(
      declare({
        form: { container: 'drawer', fields: [{ kind: 'text', field: 'name', label: '任务名称' }] },
      }),
      { 'POST /sys/quartzJob/add': ok(null, '创建定时任务成功') },
    );
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const title = await screen.findByText('新增', { selector: '.ant-drawer-title' });
    const drawer = title.closest<HTMLElement>('.ant-drawer-content') as HTMLElement;
    fireEvent.change(within(drawer).getByPlaceholderText('请输入任务名称'), {
      target: { value: '日终任务' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: OK }));

    await waitFor(() => expect(shownMessages()).toEqual(['创建定时任务成功']));
    expect(backend.callsTo('/sys/quartzJob/add')[0]?.body).toEqual({ name: '日终任务' });
  });

  it('a row action shows where it applies, asks, runs, shows its outcome and reloads', async () => {
    const run = vi.fn(async (): Promise<ActionOutcome> => ({
      ok: true,
      message: '停止定时任务成功',
    }));
    const backend = await shownList(
      declare({
        rowActions: [
          {
            key: 'pause',
            label: '停止',
            confirm: (job) => `确定停止 ${job.name} 吗?`,
            visible: (job) => job.status === '0',
            run,
          },
        ],
      }),
    );
    expect(within(rowOf('清算任务')).queryByText('停止')).toBeNull();
    fireEvent.click(within(rowOf('对账任务')).getByText('停止'));
    const confirm = await confirmDialog();
    expect(confirm).toHaveTextContent('确定停止 对账任务 吗?');
    fireEvent.click(within(confirm).getByRole('button', { name: OK }));

    await waitFor(() => expect(shownMessages()).toEqual(['停止定时任务成功']));
    expect(run).toHaveBeenCalledWith(ROWS[0]);
    await waitFor(() => expect(backend.callsTo('/sys/quartzJob/list')).toHaveLength(2));
  });

  it('a toolbar action needs a selection, is hidden without its code and warns a refusal', async () => {
    storage.set('LOGIN_USER_BUTTON_AUTH', [{ action: 'quartzJob:pauseBatch', type: '1' }]);
    const run = vi.fn(async (): Promise<ActionOutcome> => ({
      ok: false,
      message: '停止定时任务失败',
    }));
    await shownList(
      declare({
        toolbarActions: [
          {
            key: 'pause',
            label: '批量停止',
            code: 'quartzJob:pauseBatch',
            needsSelection: true,
            run,
          },
          { key: 'resume', label: '批量启动', code: 'quartzJob:resumeBatch', run },
        ],
      }),
    );
    expect(screen.queryByRole('button', { name: '批量启动' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '批量停止' }));
    await waitFor(() => expect(shownMessages()).toEqual(['请选择一条记录！']));
    expect(run).not.toHaveBeenCalled();

    fireEvent.click(within(rowOf('清算任务')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量停止' }));
    await waitFor(() => expect(shownMessages()).toContain('停止定时任务失败'));
    expect(run).toHaveBeenCalledWith(['j2']);
    // A refused action keeps the selection.
    expect(screen.getByText('已选择 1 项')).toBeInTheDocument();
  });
});
