export {
  REGION_ROOT_CODE,
  indexRegions,
  regionLabel,
  regionPath,
  toLegacyCode,
  toRegionCodeMap,
  toRegionOptions,
  type DivisionNode,
  type RegionCodeMap,
  type RegionEntry,
  type RegionIndex,
  type RegionOption,
} from './regionTree';
