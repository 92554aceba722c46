import { useMemo, useState } from 'react';
import { departApi } from '../../../providers/depart-api';
import { toDepartNodes } from '../../../src/lib/pickers/departTree';
import { useFeedback } from '../../kit/useFeedback';
import type { DepartRecord } from './declaration';
import { searchResultNodes } from './departTree';
import { warnFailure } from './failures';

/**
 * The department name search of 部门管理 and 我的部门 (searchBy; `mine` adds myDeptSearch): the
 * tree's nodes, or the matches while a search is shown; an empty search shows the tree again.
 */
export function useDepartSearch(records: readonly DepartRecord[], { mine = false } = {}) {
  const feedback = useFeedback();
  const [found, setFound] = useState<DepartRecord[]>();
  const [searching, setSearching] = useState(false);
  const nodes = useMemo(
    () => (found ? searchResultNodes(found) : toDepartNodes(records)),
    [found, records],
  );

  const search = async (keyWord: string) => {
    const text = keyWord.trim();
    if (!text) {
      setFound(undefined);
      return;
    }
    setSearching(true);
    try {
      setFound(await departApi.searchDeparts(text, mine));
    } catch (failure) {
      warnFailure(feedback, failure);
    } finally {
      setSearching(false);
    }
  };

  return { nodes, searching, search, found };
}
