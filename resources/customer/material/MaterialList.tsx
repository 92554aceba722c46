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
import type { Material } from '../../../providers/customer-material-api';
import {
  GridPointerSensor,
  ROW_DRAG_DISTANCE,
} from '../../../src/components/EditableGrid/gridPointerSensor';
import { MaterialItem, type MaterialItemProps } from './MaterialItem';
import {
  MATERIAL_DRAG_INSTRUCTIONS,
  MATERIAL_TEXTS as TEXTS,
  materialDragAnnouncement,
} from './texts';

/** The 1-based position a dragged item or drop target stands for. */
function positionOf({ data }: Pick<Active, 'data'>): number {
  const index: unknown = data.current?.index;
  return typeof index === 'number' ? index + 1 : 0;
}

const announcements: Announcements = {
  onDragStart: ({ active }) => materialDragAnnouncement('start', positionOf(active)),
  onDragOver: ({ active, over }) =>
    over ? materialDragAnnouncement('over', positionOf(active), positionOf(over)) : undefined,
  onDragEnd: ({ active, over }) =>
    materialDragAnnouncement('end', positionOf(active), positionOf(over ?? active)),
  onDragCancel: ({ active }) => materialDragAnnouncement('cancel', positionOf(active)),
};

// Items move up and down only.
const alongColumn: Modifier = ({ transform }) => ({ ...transform, x: 0 });

type ItemHandlers = Omit<
  MaterialItemProps,
  'row' | 'index' | 'count' | 'typeText' | 'statusText' | 'url'
>;

export interface MaterialListProps extends ItemHandlers {
  rows: readonly Material[];
  typeText: (row: Material) => string;
  statusText: (row: Material) => string;
  urlOf: (row: Material) => string;
  /** A drop: the item at `from` goes to position `to` (indexes from 0). */
  onDrop: (from: number, to: number) => void;
}

/**
 * The customer's materials in sortNo order, sortable with @dnd-kit as the console's grids are:
 * the handle lifts an item with the pointer or the keyboard (Space lifts, the arrows move, Space or
 * Enter drops, Escape cancels); 上移 / 下移 do the same one place at a time.
 */
export function MaterialList({
  rows,
  typeText,
  statusText,
  urlOf,
  onDrop,
  ...item
}: MaterialListProps) {
  const sensors = useSensors(
    useSensor(GridPointerSensor, { activationConstraint: { distance: ROW_DRAG_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((row) => row.id === active.id);
    const to = rows.findIndex((row) => row.id === over.id);
    if (from >= 0 && to >= 0) onDrop(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongColumn]}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: MATERIAL_DRAG_INSTRUCTIONS },
      }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
        <ul
          aria-label={TEXTS.listLabel}
          style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}
        >
          {rows.map((row, index) => (
            <MaterialItem
              key={row.id}
              row={row}
              index={index}
              count={rows.length}
              typeText={typeText(row)}
              statusText={statusText(row)}
              url={urlOf(row)}
              {...item}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
