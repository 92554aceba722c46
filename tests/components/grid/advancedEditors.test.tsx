import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PickerApiModule from '../../../providers/picker-api';
import {
  advancedEditors,
  advancedViews,
  uploadLimit,
} from '../../../src/components/EditableGrid/editors/advanced';
import type { CellEditorProps, GridColumn } from '../../../src/components/EditableGrid/types';
import { dropdownOption, openSelect } from '../dict/harness';
import { queriesTo, serve } from '../pickers/backend';
import {
  CLEARING_ID,
  DEPART_TREE,
  FINANCE_ID,
  LINA,
  WANGFANG,
  ZHANGWEI,
} from '../pickers/fixtures';
import { renderPicker, sysFailure, sysOk } from '../pickers/render';

vi.mock('../../../providers/picker-api', async (importOriginal) =>
  (await import('../pickers/backend')).fakePickerModule(
    await importOriginal<typeof PickerApiModule>(),
  ),
);

function editorOf(type: GridColumn['type']) {
  const Editor = advancedEditors[type];
  if (!Editor) throw new Error(`no ${type} editor`);
  return Editor;
}

/** Mounts one editor the way the grid does: the value follows onChange, commits are recorded. */
function renderEditor(column: GridColumn, initial: unknown = '') {
  const Editor = editorOf(column.type);
  const calls = { change: vi.fn(), commit: vi.fn(), cancel: vi.fn() };
  function Cell() {
    const [value, setValue] = useState(initial);
    const props: CellEditorProps = {
      value,
      row: { id: 'r1' },
      rowId: 'r1',
      column,
      onChange: (next) => {
        calls.change(next);
        setValue(next);
      },
      onCommit: calls.commit,
      onCancel: calls.cancel,
    };
    return <Editor {...props} />;
  }
  render(
    <AntdApp>
      <Cell />
    </AntdApp>,
  );
  return calls;
}

function renderView(column: GridColumn, value: unknown) {
  const View = advancedViews[column.type];
  if (!View) throw new Error(`no ${column.type} view`);
  return render(<>{View({ value, row: { id: 'r1' }, column })}</>);
}

describe('advanced cell editors (spec 3 column types, 4 grid editing)', () => {
  it('tags: focused input whose Enter commits the text split into 2-character segments', () => {
    const calls = renderEditor({ key: 'tags', title: '标签', type: 'tags' });
    const input = screen.getByRole('textbox');

    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: '前端后端测' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });

    expect(calls.change).toHaveBeenLastCalledWith('前端后端测');
    expect(calls.commit).toHaveBeenCalledWith('前端;后端;测');
  });

  it('tags: Esc cancels', () => {
    const calls = renderEditor({ key: 'tags', title: '标签', type: 'tags' }, 'ab;cd');
    const input = screen.getByRole('textbox');

    expect(input).toHaveValue('ab;cd');
    fireEvent.keyDown(input, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(calls.cancel).toHaveBeenCalled();
  });

  it('select-multiple: the chosen values are joined by commas (JeecgBoot)', () => {
    const calls = renderEditor({
      key: 'fruit',
      title: '水果',
      type: 'select-multiple',
      options: [
        { value: 'apple', text: '苹果' },
        { value: 'pear', text: '梨' },
        { value: 'old', text: '停用', status: '0' },
      ],
    });

    openSelect();
    expect(() => dropdownOption('停用')).toThrow();
    fireEvent.click(dropdownOption('苹果'));
    fireEvent.click(dropdownOption('梨'));

    expect(calls.change).toHaveBeenLastCalledWith('apple,pear');
    expect(calls.commit).not.toHaveBeenCalled();
  });

  it('select-search: choosing an option commits it', () => {
    const calls = renderEditor({
      key: 'city',
      title: '城市',
      type: 'select-search',
      options: [
        { value: 'bj', text: '北京' },
        { value: 'sh', text: '上海' },
      ],
    });

    fireEvent.click(dropdownOption('上海'));
    expect(calls.commit).toHaveBeenCalledWith('sh');
  });

  it('upload: the number limit comes from fieldExtendJson.uploadnum', () => {
    const column = (fieldExtendJson: GridColumn['fieldExtendJson']): GridColumn => ({
      key: 'file',
      title: '附件',
      type: 'upload',
      fieldExtendJson,
    });
    expect(uploadLimit(column('{"uploadnum":3}'))).toBe(3);
    expect(uploadLimit(column({ uploadnum: '2' }))).toBe(2);
    expect(uploadLimit(column('{"uploadnum":0}'))).toBeUndefined();
    expect(uploadLimit(column('not json'))).toBeUndefined();
    expect(uploadLimit(column(undefined))).toBeUndefined();
  });

  it('progress has a view and no editor', () => {
    expect(advancedEditors.progress).toBeUndefined();
    renderView({ key: 'rate', title: '进度', type: 'progress' }, '45');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
  });
});

describe('advanced cell views', () => {
  it('upload shows the stored files by name', () => {
    renderView(
      { key: 'file', title: '附件', type: 'upload' },
      'temp/2026/报告_1732.pdf,files\\a.png',
    );
    expect(screen.getByText('报告_1732.pdf,a.png')).toBeInTheDocument();
  });

  it('tags show one tag per segment', () => {
    const { container } = renderView({ key: 'tags', title: '标签', type: 'tags' }, 'ab;cd;e');
    const tags = [...container.querySelectorAll('.ant-tag')].map((tag) => tag.textContent);
    expect(tags).toEqual(['ab', 'cd', 'e']);
  });
});

const USER_COLUMN: GridColumn = { key: 'owner', title: '负责人', type: 'sel_user' };
const DEPART_COLUMN: GridColumn = { key: 'dept', title: '部门', type: 'sel_depart' };
const MULTI_USER = '/sys/user/getMultiUser';
const DEPART_TREE_PATH = '/sys/sysDepart/queryTreeList';

/** The users the backend knows, matched on the usernames asked for. */
function multiUserReply(url: URL) {
  const asked = (url.searchParams.get('username') ?? '').split(',');
  return [ZHANGWEI, LINA, WANGFANG].filter((user) => asked.includes(user.username ?? ''));
}

/** One cell view per value, mounted together the way a grid window mounts its rows' cells. */
function cellViews(column: GridColumn, values: readonly string[]) {
  const View = advancedViews[column.type];
  if (!View) throw new Error(`no ${column.type} view`);
  return values.map((value, index) => (
    <div key={index} data-testid={`cell-${index}`}>
      <View value={value} row={{ id: `r${index}` }} column={column} />
    </div>
  ));
}

const cellText = (index: number) => screen.getByTestId(`cell-${index}`).textContent;

/** The usernames of each getMultiUser request, in no particular order. */
const askedUsernames = () =>
  queriesTo(MULTI_USER).map((query) => (query.username ?? '').split(',').filter(Boolean).sort());

describe(
  'sel_user and sel_depart cells show names (JeecgBoot grid views)',
  { timeout: 30_000 },
  () => {
    beforeEach(() => {
      serve({ [MULTI_USER]: multiUserReply, [DEPART_TREE_PATH]: sysOk(DEPART_TREE) });
    });

    it("sel_user: the window's usernames go out in one request and show as real names", async () => {
      renderPicker(<>{cellViews(USER_COLUMN, ['zhangwei,lina', 'lina', 'ghost', ''])}</>);

      await waitFor(() => expect(cellText(0)).toBe('张伟,李娜'));
      expect(cellText(1)).toBe('李娜');
      expect(cellText(2)).toBe('ghost');
      expect(cellText(3)).toBe('');
      // jeecg-contracts §2.2: an IN filter, the trailing comma included.
      expect(queriesTo(MULTI_USER)).toHaveLength(1);
      expect(queriesTo(MULTI_USER)[0]?.username).toMatch(/,$/);
      expect(askedUsernames()).toEqual([['ghost', 'lina', 'zhangwei']]);
    });

    it('sel_user: rows scrolled in later ask only for the usernames not known yet', async () => {
      const view = renderPicker(<>{cellViews(USER_COLUMN, ['zhangwei'])}</>);
      await waitFor(() => expect(cellText(0)).toBe('张伟'));

      view.rerender(<>{cellViews(USER_COLUMN, ['wangfang', 'zhangwei', 'zhangwei,wangfang'])}</>);

      await waitFor(() => expect(cellText(2)).toBe('张伟,王芳'));
      expect(cellText(0)).toBe('王芳');
      expect(askedUsernames()).toEqual([['zhangwei'], ['wangfang']]);
    });

    it('sel_user: a failed lookup shows the usernames and warns once (spec 8.2)', async () => {
      serve({ [MULTI_USER]: sysFailure('用户查询失败') });
      renderPicker(<>{cellViews(USER_COLUMN, ['zhangwei', 'lina'])}</>);

      expect(await screen.findByText('用户查询失败')).toBeInTheDocument();
      expect(cellText(0)).toBe('zhangwei');
      expect(cellText(1)).toBe('lina');
      expect(screen.getAllByText('用户查询失败')).toHaveLength(1);
      expect(queriesTo(MULTI_USER)).toHaveLength(1);
    });

    it('sel_depart: department ids show as names from one department-tree request', async () => {
      renderPicker(
        <>{cellViews(DEPART_COLUMN, [`${FINANCE_ID},${CLEARING_ID}`, CLEARING_ID, 'gone'])}</>,
      );

      await waitFor(() => expect(cellText(0)).toBe('财务部,清算中心'));
      expect(cellText(1)).toBe('清算中心');
      expect(cellText(2)).toBe('gone');
      expect(queriesTo(DEPART_TREE_PATH)).toHaveLength(1);
    });
  },
);
