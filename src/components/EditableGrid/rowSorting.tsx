/**
 * Drag-sorting of the grid's rows with @dnd-kit (spec 2.10, 4 "rows can be ... dragged"): the
 * drag-sort cell's handle lifts its row, with the pointer or with the keyboard (Space lifts, the
 * arrows move, Space or Enter drops, Escape cancels); the row lands at the index of the row it is
 * dropped on. The body is windowed, so only the rendered rows are sortable (their ids, in order).
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { GridPointerSensor, ROW_DRAG_DISTANCE } from './gridPointerSensor';
import { GRID_ROW_DRAG_INSTRUCTIONS, rowDragAnnouncement } from './labels';

/** The data each sortable row carries: its index in the grid, for the announcements. */
export interface SortableRowData {
  rowIndex: number;
}

/** The 1-based number of the row a drag source or drop target stands for. */
function rowNumber({ data }: Pick<Active, 'data'>): number {
  const rowIndex: unknown = data.current?.rowIndex;
  return typeof rowIndex === 'number' ? rowIndex + 1 : 0;
}

const announcements: Announcements = {
  onDragStart: ({ active }) => rowDragAnnouncement('start', rowNumber(active)),
  onDragOver: ({ active, over }) =>
    over ? rowDragAnnouncement('over', rowNumber(active), rowNumber(over)) : undefined,
  onDragEnd: ({ active, over }) =>
    rowDragAnnouncement('end', rowNumber(active), rowNumber(over ?? active)),
  onDragCancel: ({ active }) => rowDragAnnouncement('cancel', rowNumber(active)),
};

// Rows move up and down only.
const alongColumn: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** Space lifts (Enter stays the handle's: it opens the row menu); Space or Enter drops. */
const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

export interface GridRowSortingProps {
  /** Ids (as text) of the rendered rows, in row order. */
  ids: string[];
  /** The id of the row being dragged, or null when the drag ends. */
  onDraggingChange: (id: string | null) => void;
  onMove: (fromId: string, toId: string) => void;
  children: ReactNode;
}

export function GridRowSorting({ ids, onDraggingChange, onMove, children }: GridRowSortingProps) {
  const sensors = useSensors(
    useSensor(GridPointerSensor, { activationConstraint: { distance: ROW_DRAG_DISTANCE } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: KEYBOARD_CODES,
    }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    onDraggingChange(null);
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongColumn]}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: GRID_ROW_DRAG_INSTRUCTIONS },
      }}
      onDragStart={({ active }) => onDraggingChange(String(active.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => onDraggingChange(null)}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
