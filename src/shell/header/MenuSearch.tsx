import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Input, Modal, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MenuNode } from '../../lib/menu/types';
import {
  filterEntries,
  menuEntryTarget,
  searchableEntries,
  type MenuSearchEntry,
} from '../../lib/menuSearch';
import { MENU_SEARCH, MENU_SEARCH_EMPTY } from './texts';

export interface MenuSearchProps {
  nodes: MenuNode[];
  /** On mobile the box opens in a modal (spec 2.6). */
  mobile?: boolean;
}

const SEARCH_WIDTH = 200;

function optionLabel(entry: MenuSearchEntry) {
  return entry.trail.length > 0 ? `${entry.trail.join(' / ')} / ${entry.title}` : entry.title;
}

/** 搜索菜单: every visible, non-container entry by title (spec 2.6). */
export function MenuSearch({ nodes, mobile = false }: MenuSearchProps) {
  const navigate = useNavigate();
  const entries = useMemo(() => searchableEntries(nodes), [nodes]);
  const [query, setQuery] = useState('');
  const [modalOpen, setModalOpen] = useState(false);
  const matches = filterEntries(entries, query);

  const pick = (id: string) => {
    const entry = entries.find((candidate) => candidate.id === id);
    const target = entry ? menuEntryTarget(entry) : undefined;
    setQuery('');
    setModalOpen(false);
    if (!target) return;
    if (target.type === 'external') {
      globalThis.open(target.url, '_blank', 'noopener,noreferrer');
    } else {
      navigate(target.path);
    }
  };

  const box = (
    <AutoComplete
      value={query}
      onSearch={setQuery}
      onSelect={(id: string) => pick(id)}
      options={matches.map((entry) => ({ value: entry.id, label: optionLabel(entry) }))}
      notFoundContent={query.trim() ? MENU_SEARCH_EMPTY : null}
      style={{ width: mobile ? '100%' : SEARCH_WIDTH }}
      popupMatchSelectWidth={false}
      autoFocus={mobile}
    >
      <Input
        aria-label={MENU_SEARCH}
        placeholder={MENU_SEARCH}
        prefix={<SearchOutlined />}
        allowClear
      />
    </AutoComplete>
  );

  if (!mobile) return box;
  return (
    <>
      <Tooltip title={MENU_SEARCH}>
        <Button
          type="text"
          icon={<SearchOutlined />}
          aria-label={MENU_SEARCH}
          onClick={() => setModalOpen(true)}
        />
      </Tooltip>
      <Modal
        title={MENU_SEARCH}
        open={modalOpen}
        footer={null}
        onCancel={() => {
          setQuery('');
          setModalOpen(false);
        }}
        destroyOnHidden
      >
        {box}
      </Modal>
    </>
  );
}
