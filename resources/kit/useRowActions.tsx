import type { BaseKey } from '@refinedev/core';
import type { TableColumnsType } from 'antd';
import { RowActions, specialRowLinks, type RowLink } from './RowActions';
import type { ListDeclaration, ListRow, RowActionDecl } from './types';
import { addChildLinks } from './useTreeList';

export interface RowActionHandlers<T extends ListRow> {
  /** 编辑: offered when given and the declaration's `canEdit` allows the row. */
  edit?: (record: T) => void;
  /** 添加下级 (tree lists): the create form with the parent preset. */
  create?: (values: Record<string, unknown>) => void;
  /** 详情: offered when given. */
  show?: (record: T) => void;
  /** 删除: offered when given and the declaration's `canDelete` allows the row. */
  remove?: (id: BaseKey) => void;
  /** The declaration's special row actions. */
  run: (action: RowActionDecl<T>, record: T) => void;
}

/**
 * The 操作 column of a list (spec 7.5, 6): 编辑, 添加下级, 详情, the special actions and 删除, in
 * that order, each under its permission code. A link is offered only for a handler given here.
 */
export function useRowActions<T extends ListRow>(
  declaration: ListDeclaration<T>,
  handlers: RowActionHandlers<T>,
) {
  const { permissions = {} } = declaration;
  const rowKey = declaration.rowKey ?? 'id';
  const { edit, create, show, remove } = handlers;

  const linksOf = (record: T): RowLink[] => {
    const key: unknown = record[rowKey];
    const id = typeof key === 'string' || typeof key === 'number' ? key : undefined;
    return [
      ...(edit && (declaration.canEdit?.(record) ?? true)
        ? [{ key: 'edit', label: '编辑', code: permissions.edit, onClick: () => edit(record) }]
        : []),
      ...(create ? addChildLinks(declaration, record, create) : []),
      ...(show ? [{ key: 'show', label: '详情', onClick: () => show(record) }] : []),
      ...specialRowLinks(declaration.rowActions ?? [], record, handlers.run),
      ...(remove && id !== undefined && (declaration.canDelete?.(record) ?? true)
        ? [
            {
              key: 'delete',
              label: '删除',
              code: permissions.delete,
              danger: true,
              onClick: () => remove(id),
            },
          ]
        : []),
    ];
  };

  const column: TableColumnsType<T>[number] = {
    title: '操作',
    key: 'action',
    align: 'center',
    fixed: 'right',
    render: (_value, record) => <RowActions links={linksOf(record)} />,
  };

  return { linksOf, column };
}
