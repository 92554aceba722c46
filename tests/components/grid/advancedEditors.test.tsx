import { fireEvent, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  advancedEditors,
  advancedViews,
  uploadLimit,
} from '../../../src/components/EditableGrid/editors/advanced';
import type { CellEditorProps, GridColumn } from '../../../src/components/EditableGrid/types';
import { dropdownOption, openSelect } from '../dict/harness';

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
