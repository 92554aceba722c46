/**
 * 资源 (issue 19 B): the tree with types, codes and status; 停用 after a confirmation, reordering
 * by dragging a row and by 上移 (the body ResourceSortModify gets), a drop under another parent
 * refused before asking, a refusal's text, and the spec 6 codes hiding the buttons.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResourceListPage } from '../../../resources/auth/resource/ResourceListPage';
import {
  ALL_CODES,
  AUTH_ACCESS_PATHS as P,
  TREE,
  capOk,
  capRefused,
  grant,
  listBody,
  recordingPost,
  renderWith,
  seedDictionaries,
} from './harness';

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const drag = (from: string, to: string) => {
  fireEvent.dragStart(rowOf(from), { dataTransfer: { setData: () => undefined } });
  fireEvent.dragOver(rowOf(to));
  // jsdom rows have no box and drop events no pointer: the drop lands before the target row.
  fireEvent.drop(rowOf(to));
};

beforeEach(() => seedDictionaries());

describe('资源', { timeout: 400_000 }, () => {
  it('shows the tree; 停用 asks first and sends the next status', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.resourceInquiry]: capOk(listBody(TREE)),
      [P.resourceStatusModify]: capOk(null, '停用成功'),
    });
    renderWith(calls.post, <ResourceListPage />);
    await waitFor(() => rowOf('新增用户组'));
    expect(within(rowOf('新增用户组')).getByText('authgroup:add')).toBeInTheDocument();
    expect(within(rowOf('编辑用户组')).getByText('停用')).toBeInTheDocument();
    expect(within(rowOf('用户组')).getByText('/auth/groupList')).toBeInTheDocument();
    fireEvent.click(within(rowOf('新增用户组')).getByRole('button', { name: '停用' }));
    expect(await screen.findByText(/确定要停用资源「新增用户组」吗/)).toBeInTheDocument();
    expect(calls.callsTo(P.resourceStatusModify)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.callsTo(P.resourceStatusModify)).toHaveLength(1));
    expect(calls.callsTo(P.resourceStatusModify)[0]?.payload).toEqual({
      resourceId: 'R201001',
      status: '0',
    });
    expect(await screen.findByText('停用成功')).toBeInTheDocument();
  });

  it('a drag among siblings and 上移 send the parent’s new order; another parent is refused', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.resourceInquiry]: capOk(listBody(TREE)),
      [P.resourceSortModify]: capOk(null, '排序成功'),
    });
    renderWith(calls.post, <ResourceListPage />);
    await waitFor(() => rowOf('新增用户组'));
    drag('编辑用户组', '新增用户组');
    await waitFor(() => expect(calls.callsTo(P.resourceSortModify)).toHaveLength(1));
    expect(calls.callsTo(P.resourceSortModify)[0]?.payload).toEqual({
      parentId: 'R2010',
      resourceIds: ['R201002', 'R201001'],
    });
    expect(await screen.findByText('排序成功')).toBeInTheDocument();
    fireEvent.click(within(rowOf('代理商与供应商')).getByRole('button', { name: '上移' }));
    await waitFor(() => expect(calls.callsTo(P.resourceSortModify)).toHaveLength(2));
    expect(calls.callsTo(P.resourceSortModify)[1]?.payload).toEqual({
      parentId: null,
      resourceIds: ['R10', 'R20'],
    });
    // Rows are draggable again once the second order is saved (none while a sort is in flight).
    await waitFor(() => expect(rowOf('新增用户组')).toHaveAttribute('draggable', 'true'));
    drag('新增用户组', '角色');
    expect(await screen.findByText('只能在同一上级资源内调整顺序')).toBeInTheDocument();
    expect(calls.callsTo(P.resourceSortModify)).toHaveLength(2);
    expect(within(rowOf('公司管理')).getByRole('button', { name: '上移' })).toBeDisabled();
  });

  it('a refused order shows the server’s text; 添加下级 sends the parent and the button', async () => {
    grant(ALL_CODES);
    const calls = recordingPost({
      [P.resourceInquiry]: capOk(listBody(TREE)),
      [P.resourceSortModify]: capRefused(
        '下级资源已变化，请刷新后重试:资源R20的下级与提交的不一致',
      ),
      [P.resourceAddition]: capOk(null, '新增成功'),
    });
    renderWith(calls.post, <ResourceListPage />);
    await waitFor(() => rowOf('角色'));
    fireEvent.click(within(rowOf('角色')).getByRole('button', { name: '上移' }));
    expect(
      await screen.findByText('下级资源已变化，请刷新后重试:资源R20的下级与提交的不一致'),
    ).toBeInTheDocument();
    fireEvent.click(within(rowOf('角色')).getByRole('button', { name: '添加下级' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('资源名称'), { target: { value: '角色授权' } });
    fireEvent.change(within(dialog).getByLabelText('权限编码'), {
      target: { value: 'authrole:grant' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.callsTo(P.resourceAddition)).toHaveLength(1));
    expect(calls.callsTo(P.resourceAddition)[0]?.payload).toEqual({
      parentId: 'R2030',
      resourceName: '角色授权',
      resourceType: '2',
      path: null,
      action: 'authrole:grant',
    });
  });

  it('without the codes: no 新增, no row actions, no dragging', async () => {
    grant([]);
    const calls = recordingPost({ [P.resourceInquiry]: capOk(listBody(TREE)) });
    renderWith(calls.post, <ResourceListPage />);
    await waitFor(() => rowOf('新增用户组'));
    expect(screen.queryByRole('button', { name: '新增一级菜单' })).toBeNull();
    for (const name of ['编辑', '添加下级', '停用', '上移', '下移']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(rowOf('新增用户组').getAttribute('draggable')).toBeNull();
  });
});
