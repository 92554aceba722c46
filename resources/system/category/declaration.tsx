/**
 * 分类字典 (spec 2.7 categories, 3 category tree node, 7.3, 8.4; jeecg-contracts §2.8, §3
 * SysCategory): root categories page by page, each one's children loaded when first expanded,
 * 添加下级, a code that must start with the parent's, export and import. A refused root list shows
 * the server's message (spec 8.4, the kit's list failure).
 */
import { listCategoryChildren } from '../../../providers/dict-api';
import type { components } from '../../../src/api/generated/sys';
import { CategorySelect } from '../../../src/components/CategorySelect';
import { ruleCheckRule } from '../../../src/lib/validators/remoteRules';
import type { FormContext, ListDeclaration } from '../../kit';
import { categoryApi } from './categoryApi';
import { categoryResource } from './resource';

export type CategoryRecord = components['schemas']['SysCategory'];

/** The pid of a root category. */
export const ROOT_PID = '0';

/** Button codes (spec 6), as the menu example grants them. */
export const CATEGORY_PERMISSIONS = {
  add: 'category:add',
  edit: 'category:edit',
  delete: 'category:delete',
  batchDelete: 'category:batch_delete',
  export: 'category:export',
  import: 'category:import',
} as const;

const parentOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' && value !== ROOT_PID ? value : undefined;

/** JeecgBoot SysCategoryModal: the code is checked against the chosen parent's code. */
const codeRules = ({ valueOf }: FormContext) => [
  ruleCheckRule((code) => categoryApi.checkCode(parentOf(valueOf?.('pid')), code)),
];

export const categoryDeclaration: ListDeclaration<CategoryRecord> = {
  resource: categoryResource,
  title: '分类字典',
  columns: [
    { field: 'name', title: '分类名称', align: 'left' },
    { field: 'code', title: '分类编码' },
  ],
  search: [
    { kind: 'text', field: 'name', label: '分类名称' },
    { kind: 'text', field: 'code', label: '分类编码' },
  ],
  form: {
    fields: [
      {
        kind: 'widget',
        field: 'pid',
        label: '父级节点',
        // A root's parent is '0', which names no category: edited roots show no parent.
        visibleWhen: (values) => values.id === undefined || parentOf(values.pid) !== undefined,
        widget: ({ mode }) => <CategorySelect disabled={mode === 'edit'} />,
      },
      { kind: 'text', field: 'name', label: '分类名称', required: true },
      {
        kind: 'text',
        field: 'code',
        label: '分类编码',
        required: true,
        rules: codeRules,
        dependencies: ['pid'],
      },
    ],
  },
  show: false,
  exportFileName: '分类字典',
  permissions: CATEGORY_PERMISSIONS,
  tree: {
    addChild: { parentField: 'pid' },
    lazyChildren: {
      hasChildren: (record) => record.hasChild === '1',
      load: async (parent) => (await listCategoryChildren(parent.id)) ?? [],
    },
  },
};
