import type { ComponentType } from 'react';
import { lazyWithRetry } from '../../../components/ErrorBoundary';

export interface GallerySection {
  key: string;
  label: string;
  Component: ComponentType;
}

const section = (load: () => Promise<{ default: ComponentType }>) => lazyWithRetry(load);

/** The gallery's tabs, each section its own chunk so heavy widgets load only when opened. */
export const GALLERY_SECTIONS: readonly GallerySection[] = [
  { key: 'validators', label: '校验规则', Component: section(() => import('./ValidatorsSection')) },
  { key: 'pickers', label: '选择器', Component: section(() => import('./PickersSection')) },
  { key: 'query', label: '高级查询与弹窗', Component: section(() => import('./QuerySection')) },
  { key: 'cron', label: 'Cron 表达式', Component: section(() => import('./CronSection')) },
  { key: 'upload', label: '上传与导入', Component: section(() => import('./UploadSection')) },
  { key: 'editors', label: '编辑器', Component: section(() => import('./EditorsSection')) },
  { key: 'dictionary', label: '字典与树', Component: section(() => import('./DictionarySection')) },
  { key: 'inputs', label: '其他输入', Component: section(() => import('./InputsSection')) },
  { key: 'grid', label: '可编辑表格', Component: section(() => import('./GridSection')) },
  { key: 'grid-sync', label: '表格同步', Component: section(() => import('./GridSyncSection')) },
];
