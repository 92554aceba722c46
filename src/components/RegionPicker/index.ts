export {
  REGION_PICKER_TYPES,
  REGION_PLACEHOLDER,
  RegionPicker,
  type RegionPickerProps,
  type RegionPickerType,
} from './RegionPicker';
export { loadRegionData, useRegionData, type RegionData } from './regionData';
