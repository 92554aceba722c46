import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { findRouteNode } from '../../lib/menu/buildMenuModel';
import type { MenuModel, MenuNode } from '../../lib/menu/types';
import { MenuIcon } from './MenuIcon';

type MenuItem = Required<MenuProps>['items'][number];

function toItems(nodes: MenuNode[]): MenuItem[] {
  return nodes.map((node) =>
    node.kind === 'container'
      ? {
          key: node.id,
          label: node.title,
          icon: <MenuIcon name={node.icon} />,
          children: toItems(node.children),
        }
      : { key: node.id, label: node.title, icon: <MenuIcon name={node.icon} /> },
  );
}

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

export interface NavMenuProps {
  model: MenuModel;
  mode: 'inline' | 'horizontal';
  theme: 'light' | 'dark';
  collapsed?: boolean;
  /** Called after an entry was chosen (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** The menu of the signed-in layout (spec 2.5), side (inline) or top (horizontal). */
export function NavMenu({ model, mode, theme, collapsed, onNavigate }: NavMenuProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => toItems(model.tree), [model.tree]);
  const byId = useMemo(
    () => new Map(flatten(model.tree).map((node) => [node.id, node])),
    [model.tree],
  );
  const current = findRouteNode(model, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(current?.parentIds ?? []);
  const [openedFor, setOpenedFor] = useState(current?.id);
  // A newly reached entry opens its groups; adjusting state while rendering avoids a second pass.
  if (current && current.id !== openedFor) {
    setOpenedFor(current.id);
    setOpenKeys((keys) => [...new Set([...keys, ...current.parentIds])]);
  }

  const rootKeys = useMemo(() => new Set(model.tree.map((node) => node.id)), [model.tree]);
  // spec 2.5: opening one top-level submenu closes the others.
  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((key) => !openKeys.includes(key));
    setOpenKeys(
      opened && rootKeys.has(opened)
        ? keys.filter((key) => !rootKeys.has(key) || key === opened)
        : keys,
    );
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const node = byId.get(key);
    if (!node) return;
    if (node.kind === 'external') {
      if (node.url) window.open(node.url, '_blank', 'noopener,noreferrer');
    } else {
      navigate(node.path);
    }
    onNavigate?.();
  };

  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={current ? [current.id] : []}
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange } : {})}
      onClick={onClick}
      style={
        mode === 'horizontal' ? { flex: 1, minWidth: 0, borderBottom: 0 } : { borderInlineEnd: 0 }
      }
    />
  );
}
