import { language as languageFacet } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { act, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CODE_EDITOR_LANGUAGES, CodeEditor } from '../../../src/components/CodeEditor';
import type { CodeEditorLanguage } from '../../../src/lib/constants';
import { giveRangesEmptyRects } from './harness';

// CodeMirror measures text ranges after edits; jsdom has no layout.
giveRangesEmptyRects();

/** The CodeMirror view once the lazy chunk has rendered it. */
async function editorView(container: HTMLElement): Promise<EditorView> {
  const content = await waitFor(
    () => {
      const found = container.querySelector<HTMLElement>('.cm-content');
      if (!found) throw new Error('the editor has not rendered yet');
      return found;
    },
    { timeout: 10_000 },
  );
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no CodeMirror view');
  return view;
}

/** What CodeMirror calls the language it parses with (the stream modes name their parser). */
async function parsedAs(view: EditorView, expected: string | null): Promise<void> {
  await waitFor(() => expect(view.state.facet(languageFacet)?.name ?? null).toBe(expected), {
    timeout: 10_000,
  });
}

// The names each language's parser reports; objective-c is clike's mode of that name.
const PARSER_NAMES: Record<CodeEditorLanguage, string> = {
  css: 'css',
  javascript: 'javascript',
  html: 'html',
  java: 'java',
  'objective-c': 'objectivec',
  python: 'python',
  r: 'r',
  shell: 'shell',
  sql: 'sql',
  swift: 'swift',
  vue: 'vue',
  markdown: 'markdown',
};

describe('CodeEditor', { timeout: 30_000 }, () => {
  it('shows the value it is given and emits what the user types', async () => {
    const onChange = vi.fn();
    const { container } = render(<CodeEditor value="SELECT 1" onChange={onChange} />);
    const view = await editorView(container);

    expect(view.state.doc.toString()).toBe('SELECT 1');

    act(() => {
      view.dispatch({
        changes: { from: 8, insert: ' FROM dual' },
        userEvent: 'input.type',
      });
    });

    expect(onChange).toHaveBeenLastCalledWith('SELECT 1 FROM dual');
  });

  it('follows a value changed by its form', async () => {
    function Harness() {
      const [value, setValue] = useState('a = 1');
      return (
        <>
          <button type="button" onClick={() => setValue('b = 2')}>
            改值
          </button>
          <CodeEditor value={value} onChange={setValue} language="python" />
        </>
      );
    }
    const { container, getByText } = render(<Harness />);
    const view = await editorView(container);

    act(() => getByText('改值').click());

    await waitFor(() => expect(view.state.doc.toString()).toBe('b = 2'));
  });

  it('uses a tab size and indent unit of 2 (spec 9)', async () => {
    const { container } = render(<CodeEditor value="" />);
    const view = await editorView(container);

    expect(view.state.facet(EditorState.tabSize)).toBe(2);
    expect(view.state.facet(EditorState.readOnly)).toBe(false);
  });

  it('refuses edits when read-only', async () => {
    const { container } = render(<CodeEditor value="x" readOnly />);
    const view = await editorView(container);

    expect(view.state.facet(EditorState.readOnly)).toBe(true);
    expect(container.querySelector('.cm-content')).toHaveAttribute('contenteditable', 'false');
  });

  it.each(CODE_EDITOR_LANGUAGES)('loads the %s parser when asked for it', async (language) => {
    const { container } = render(<CodeEditor value="" language={language} />);
    const view = await editorView(container);

    await parsedAs(view, PARSER_NAMES[language]);
  });

  it('switches parser when the language changes', async () => {
    const { container, rerender } = render(<CodeEditor value="ls -la" language="shell" />);
    const view = await editorView(container);
    await parsedAs(view, 'shell');

    rerender(<CodeEditor value="ls -la" language="sql" />);

    await parsedAs(view, 'sql');
  });
});
