import { Divider, Typography } from 'antd';
import { Fragment } from 'react';
import type { ListRow, RowActionDecl } from './types';
import { useAllowed } from './useAllowed';

export interface RowLink {
  key: string;
  label: string;
  code?: string;
  danger?: boolean;
  onClick: () => void;
}

/** The 操作 cell: 编辑, 详情, the special actions and 删除, each kept only when allowed (spec 6). */
export function RowActions({ links }: { links: readonly RowLink[] }) {
  const allowed = useAllowed();
  const shown = links.filter((link) => allowed(link.code));
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {shown.map((link, index) => (
        <Fragment key={link.key}>
          {index > 0 ? <Divider type="vertical" /> : null}
          <Typography.Link type={link.danger ? 'danger' : undefined} onClick={link.onClick}>
            {link.label}
          </Typography.Link>
        </Fragment>
      ))}
    </span>
  );
}

/** The declared special actions a row offers, as links. */
export function specialRowLinks<T extends ListRow>(
  actions: readonly RowActionDecl<T>[],
  record: T,
  run: (action: RowActionDecl<T>, record: T) => void,
): RowLink[] {
  return actions
    .filter((action) => action.visible?.(record) ?? true)
    .map((action) => ({
      key: action.key,
      label: action.label,
      code: action.code,
      onClick: () => run(action, record),
    }));
}
