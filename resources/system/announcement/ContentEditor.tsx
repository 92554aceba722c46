import { useEffect, useRef, useState } from 'react';
import { RichTextEditor, type RichTextEditorProps } from '../../../src/components/RichTextEditor';
import { RICH_TEXT_EDITOR_HEIGHT } from '../../../src/lib/constants';

/**
 * 内容: the rich-text editor, mounted once the form is first on screen. The list renders its
 * forms hidden, and the editor's own chunk is heavy (Tiptap), so a visit to the list that opens
 * no form does not load it.
 */
export function ContentEditor(props: RichTextEditorProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  return (
    <div ref={slot} style={{ minHeight: props.height ?? RICH_TEXT_EDITOR_HEIGHT }}>
      {shown ? <RichTextEditor {...props} /> : null}
    </div>
  );
}
