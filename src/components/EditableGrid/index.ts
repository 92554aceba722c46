export { EditableGrid } from './EditableGrid';
export type { EditableGridApi, EditableGridProps, GridValuesChange } from './EditableGrid';
export type { GridSize } from './layout';
export type * from './types';
export type { GridSyncProps } from './useSyncedRows';
