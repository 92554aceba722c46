import { Editor, type EditorOptions, type JSONContent } from '@tiptap/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * A tiptap editor that exists exactly while the component's effects are connected: created when
 * they run, destroyed when they are cleaned up, created again on the document it held when they
 * run again. React does that in development (StrictMode mounts, unmounts and mounts again) and
 * for a kept-alive tab that is hidden and shown again. tiptap's own useEditor destroys its editor
 * on a timer after a cleanup and hands the component a destroyed (or no) editor in between.
 *
 * `options` is read when the editor is created, so it sees the latest props. Null until then.
 */
export function useConnectedEditor(options: () => Partial<EditorOptions>): Editor | null {
  const [editor, setEditor] = useState<Editor | null>(null);
  const latestOptions = useRef(options);
  useLayoutEffect(() => {
    latestOptions.current = options;
  }, [options]);
  // The document when the editor was last destroyed, restored into the next one.
  const heldDocument = useRef<JSONContent | undefined>(undefined);

  useEffect(() => {
    const created = new Editor({
      ...latestOptions.current(),
      ...(heldDocument.current ? { content: heldDocument.current } : {}),
    });
    setEditor(created);
    return () => {
      heldDocument.current = created.getJSON();
      created.destroy();
      setEditor(null);
    };
  }, []);

  return editor;
}
