/**
 * Image mode list (spec 2.10 "file upload with image preview and reorder", 5.4): cards with antd
 * Image preview, move earlier / later buttons and drag-to-reorder through @dnd-kit.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { HolderOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Image, Progress, Space, theme } from 'antd';
import type { ReactNode } from 'react';
import {
  ActionButton,
  DoneActions,
  ErrorName,
  RemoveButton,
  ShortName,
  type ItemActions,
} from './itemParts';
import type { MoveDirection, UploadItem } from './uploadList';

export const IMAGE_CARD_SIZE = 104;

export interface ImageListProps extends ItemActions {
  items: readonly UploadItem[];
  sortable: boolean;
  onMove: (index: number, direction: MoveDirection) => void;
  onReorder: (from: number, to: number) => void;
  /** The upload card, placed after the images. */
  children?: ReactNode;
}

function CardBody({ item, ...actions }: ItemActions & { item: UploadItem }) {
  if (item.status === 'uploading') {
    return (
      <Space direction="vertical" align="center" size={2}>
        <Progress type="circle" percent={item.percent} size={48} />
        <ShortName name={item.name} />
      </Space>
    );
  }
  if (item.status === 'error') return <ErrorName item={item} onShowError={actions.onShowError} />;
  return (
    <Image
      src={actions.urlOf(item.path ?? '')}
      alt={item.name}
      width={IMAGE_CARD_SIZE - 2}
      height={IMAGE_CARD_SIZE - 2}
      style={{ objectFit: 'cover' }}
    />
  );
}

interface CardProps extends ItemActions {
  item: UploadItem;
  index: number;
  sortable: boolean;
  onMove: ImageListProps['onMove'];
}

function ImageCard({ item, index, sortable, onMove, ...actions }: CardProps) {
  const { token } = theme.useToken();
  const { setNodeRef, transform, transition, attributes, listeners } = useSortable({
    id: item.uid,
    disabled: !sortable || actions.disabled,
  });
  const done = item.status === 'done';
  const border = item.status === 'error' ? token.colorError : token.colorBorder;
  return (
    <div
      ref={setNodeRef}
      role="listitem"
      aria-label={item.name}
      data-status={item.status}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div
        style={{
          width: IMAGE_CARD_SIZE,
          height: IMAGE_CARD_SIZE,
          border: `1px solid ${border}`,
          borderRadius: token.borderRadius,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        <CardBody item={item} {...actions} />
      </div>
      <Space size={0} wrap style={{ width: IMAGE_CARD_SIZE }}>
        {sortable && !actions.disabled ? (
          <>
            <ActionButton
              label="前移"
              icon={<LeftOutlined />}
              tooltip
              onClick={() => onMove(index, 'earlier')}
            />
            <ActionButton
              label="后移"
              icon={<RightOutlined />}
              tooltip
              onClick={() => onMove(index, 'later')}
            />
            <ActionButton
              label="拖动排序"
              icon={<HolderOutlined />}
              style={{ cursor: 'grab' }}
              {...attributes}
              {...listeners}
            />
          </>
        ) : null}
        {done ? (
          <DoneActions item={item} {...actions} />
        ) : actions.disabled ? null : (
          <RemoveButton item={item} onRemove={actions.onRemove} />
        )}
      </Space>
    </div>
  );
}

export function ImageList({
  items,
  sortable,
  onMove,
  onReorder,
  children,
  ...actions
}: ImageListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.uid === active.id);
    const to = items.findIndex((item) => item.uid === over.id);
    onReorder(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((item) => item.uid)} strategy={rectSortingStrategy}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {items.length > 0 ? (
            <div
              role="list"
              aria-label="图片列表"
              style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
            >
              {items.map((item, index) => (
                <ImageCard
                  key={item.uid}
                  item={item}
                  index={index}
                  sortable={sortable}
                  onMove={onMove}
                  {...actions}
                />
              ))}
            </div>
          ) : null}
          {children}
        </div>
      </SortableContext>
    </DndContext>
  );
}
