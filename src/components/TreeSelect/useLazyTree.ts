import { useCallback, useEffect, useState } from 'react';
import type { TreeSelectNode } from '../../../providers/dict-api';
import { showLoadFailure } from '../DictSelect/showLoadFailure';
import { attachChildren, toTreeOptions, type TreeOption } from './treeNodes';
import { useAppFeedback } from '../feedback/useAppFeedback';

export interface LazyTreeLoaders {
  loadRoots: () => Promise<TreeSelectNode[]>;
  loadChildren: (parentKey: string) => Promise<TreeSelectNode[]>;
}

interface Loaded {
  loadRoots: LazyTreeLoaders['loadRoots'];
  options: TreeOption[];
}

export interface LazyTree {
  options: TreeOption[];
  loading: boolean;
  /** antd's loadData: the children of a node on its first expansion; never rejects. */
  loadData: (node: { value?: unknown }) => Promise<void>;
}

/** The root level, loaded when the loaders change (and `enabled`), and each level on expansion. */
export function useLazyTree(
  { loadRoots, loadChildren }: LazyTreeLoaders,
  enabled: boolean,
): LazyTree {
  const { message } = useAppFeedback();
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    loadRoots().then(
      (nodes) => {
        if (live) setLoaded({ loadRoots, options: toTreeOptions(nodes) });
      },
      (error: unknown) => {
        if (!live) return;
        showLoadFailure(message, error);
        setLoaded({ loadRoots, options: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [loadRoots, enabled, message]);

  const loadData = useCallback(
    async (node: { value?: unknown }) => {
      const parentKey = String(node.value);
      try {
        const children = toTreeOptions(await loadChildren(parentKey));
        setLoaded(
          (current) =>
            current && {
              ...current,
              options: attachChildren(current.options, parentKey, children),
            },
        );
      } catch (error) {
        // Resolved, not rejected: antd would retry a rejected load again and again.
        showLoadFailure(message, error);
      }
    },
    [loadChildren, message],
  );

  const current = enabled && loaded?.loadRoots === loadRoots;
  return { options: current ? loaded.options : [], loading: enabled && !current, loadData };
}
