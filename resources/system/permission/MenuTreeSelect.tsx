import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { pleaseSelect } from '../../../src/lib/messages';
import { permissionApi, type MenuTreeNode } from './permissionApi';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

interface MenuOption {
  value: string;
  title: string;
  children?: MenuOption[];
}

/** The menu tree as tree-select options (value = permission id, shown by name). */
export function menuOptions(nodes: readonly MenuTreeNode[]): MenuOption[] {
  return nodes.map((node) => ({
    value: node.key,
    title: node.title ?? node.label ?? node.key,
    ...(node.children && node.children.length > 0 ? { children: menuOptions(node.children) } : {}),
  }));
}

export interface MenuTreeSelectProps {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  id?: string;
  disabled?: boolean;
}

/** 上级菜单 (JeecgBoot PermissionModal): every menu of queryTreeList, searchable by name. */
export function MenuTreeSelect({ value, onChange, id, disabled }: MenuTreeSelectProps) {
  const { message } = useAppFeedback();
  const [options, setOptions] = useState<MenuOption[]>();

  useEffect(() => {
    let live = true;
    void permissionApi.menuTree().then((loaded) => {
      if (!live) return;
      if (loaded.ok) setOptions(menuOptions(loaded.rows));
      else {
        setOptions([]);
        if (!loaded.presented) void message.warning(loaded.message);
      }
    });
    return () => {
      live = false;
    };
  }, [message]);

  return (
    <TreeSelect
      id={id}
      value={value ?? undefined}
      onChange={(next: string | undefined) => onChange?.(next)}
      disabled={disabled}
      loading={!options}
      treeData={options ?? []}
      placeholder={pleaseSelect('上级菜单')}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
    />
  );
}
