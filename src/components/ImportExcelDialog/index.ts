export {
  ImportExcelDialog,
  type ImportDepartment,
  type ImportExcelDialogProps,
} from './ImportExcelDialog';
export type { DepartNode } from './importFiles';
