import { SearchOutlined } from '@ant-design/icons';
import { Button, Modal, Tooltip } from 'antd';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import type { MenuNode } from '../../lib/menu/types';
import {
  filterEntries,
  menuEntryTarget,
  searchableEntries,
  type MenuSearchEntry,
} from '../../lib/menuSearch';
import { LazyMenuSearchBox, menuSearchCode } from './menuSearchCode';
import { SEARCH_WIDTH, type SearchHandoff } from './menuSearchInput';
import { MenuSearchStandIn } from './MenuSearchStandIn';
import { MENU_SEARCH, MENU_SEARCH_EMPTY } from './texts';

export interface MenuSearchProps {
  nodes: MenuNode[];
  /** On mobile the box opens in a modal (spec 2.6). */
  mobile?: boolean;
}

function optionLabel(entry: MenuSearchEntry) {
  return entry.trail.length > 0 ? `${entry.trail.join(' / ')} / ${entry.title}` : entry.title;
}

/** 搜索菜单: every visible, non-container entry by title (spec 2.6). */
export function MenuSearch({ nodes, mobile = false }: MenuSearchProps) {
  const navigate = useNavigate();
  const entries = useMemo(() => searchableEntries(nodes), [nodes]);
  const [query, setQuery] = useState('');
  const [modalOpen, setModalOpen] = useState(false);
  const [composing, setComposing] = useState(false);
  const [handoff, setHandoff] = useState<SearchHandoff | null>(null);
  const handoffTaken = useCallback(() => setHandoff(null), []);
  const arrived = useSyncExternalStore(menuSearchCode.subscribe, menuSearchCode.has);
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

  const width = mobile ? '100%' : SEARCH_WIDTH;
  // Until the AutoComplete's code is there (or if it failed to load) the stand-in, antd's Input
  // alone, takes the typing; it is not swapped in the middle of an IME composition.
  const box =
    arrived && !composing ? (
      <LazyMenuSearchBox
        query={query}
        onQueryChange={setQuery}
        onPick={pick}
        options={matches.map((entry) => ({ value: entry.id, label: optionLabel(entry) }))}
        notFoundContent={query.trim() ? MENU_SEARCH_EMPTY : null}
        width={width}
        autoFocus={mobile}
        handoff={handoff}
        onHandoffTaken={handoffTaken}
      />
    ) : (
      <MenuSearchStandIn
        query={query}
        onQueryChange={setQuery}
        width={width}
        autoFocus={mobile}
        onApproach={menuSearchCode.load}
        onComposingChange={setComposing}
        onHandoffChange={setHandoff}
      />
    );

  if (!mobile) return box;
  return (
    <>
      <Tooltip title={MENU_SEARCH}>
        <Button
          type="text"
          icon={<SearchOutlined />}
          aria-label={MENU_SEARCH}
          onClick={() => {
            menuSearchCode.load();
            setModalOpen(true);
          }}
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
