import { useRef, type DragEvent, type HTMLAttributes } from 'react';

/**
 * Native drag of a table's rows (antd Table `onRow`): which row is dragged, and where it is
 * dropped, before or after the target row by the pointer's half of it. The caller decides what a
 * drop means (dropOrder in src/lib/authAccess); keyboard users have 上移 / 下移 instead.
 */
export function useRowDrag(
  enabled: boolean,
  onDrop: (dragId: string, dropId: string, place: 'before' | 'after') => void,
) {
  const dragged = useRef<string | undefined>(undefined);

  return (id: string): HTMLAttributes<HTMLElement> & { 'data-row-id': string } => {
    if (!enabled) return { 'data-row-id': id };
    return {
      'data-row-id': id,
      draggable: true,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        dragged.current = id;
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', id);
      },
      onDragOver: (event: DragEvent<HTMLElement>) => event.preventDefault(),
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        const from = dragged.current;
        dragged.current = undefined;
        if (!from) return;
        const box = event.currentTarget.getBoundingClientRect();
        const place = event.clientY > box.top + box.height / 2 ? 'after' : 'before';
        onDrop(from, id, place);
      },
      onDragEnd: () => {
        dragged.current = undefined;
      },
    };
  };
}
