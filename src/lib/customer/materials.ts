/**
 * Customer materials (客户资料, CusMaterialInquiry / Addtion / Updating): the types each customer
 * type must provide (issue 16 codes) and the order of a customer's rows (sortNo 1..n).
 */
import { REORDER_AT_END, REORDER_UNKNOWN } from '../messages';
import { moveRow } from '../rowOrder';
import {
  CUS_TYPE,
  type CusType,
  isCode,
  MATERIAL_STATUS,
  MATERIAL_TYPE,
  type MaterialType,
} from './codes';

const M = MATERIAL_TYPE;

/** Required material types by cus_type; 07 授权书 and 99 其他 are optional for all. */
export const REQUIRED_MATERIALS: Readonly<Record<CusType, readonly MaterialType[]>> = {
  [CUS_TYPE.enterprise]: [
    M.businessLicence,
    M.legalIdPortrait,
    M.legalIdEmblem,
    M.accountPermit,
    M.storefrontPhoto,
    M.premisesPhoto,
  ],
  [CUS_TYPE.individualBusiness]: [
    M.businessLicence,
    M.legalIdPortrait,
    M.legalIdEmblem,
    M.storefrontPhoto,
    M.premisesPhoto,
  ],
  [CUS_TYPE.person]: [M.legalIdPortrait, M.legalIdEmblem],
};

/** The material types a customer of `cusType` must provide; none for an unknown type. */
export function requiredMaterials(cusType: string): readonly MaterialType[] {
  return isCode(CUS_TYPE, cusType) ? REQUIRED_MATERIALS[cusType] : [];
}

export interface MaterialRow {
  materialType: string;
  /** cus_material_status: 0 待审核, 1 已通过, 2 已驳回. */
  status?: string;
}

/**
 * The required types no row covers, in the required order. A rejected row does not count (it has
 * to be replaced); a row waiting for review or approved does.
 */
export function missingMaterials(cusType: string, rows: readonly MaterialRow[]): MaterialType[] {
  const covered = new Set(
    rows.filter((row) => row.status !== MATERIAL_STATUS.rejected).map((row) => row.materialType),
  );
  return requiredMaterials(cusType).filter((type) => !covered.has(type));
}

export interface Sorted {
  sortNo: number;
}

const renumber = <T extends object>(rows: readonly T[]): (T & Sorted)[] =>
  rows.map((row, index) => ({ ...row, sortNo: index + 1 }));

export type MaterialMove<T> = { ok: true; rows: (T & Sorted)[] } | { ok: false; warning: string };

/**
 * The rows with the one at `index` moved one place up (-1) or down (+1), renumbered 1..n. Spec 5.4:
 * moving the first up warns 未知的操作, moving the last down warns 已到最后~.
 */
export function moveMaterial<T extends object>(
  rows: readonly T[],
  index: number,
  delta: -1 | 1,
): MaterialMove<T> {
  if (!Number.isInteger(index) || index < 0 || index >= rows.length) {
    return { ok: false, warning: REORDER_UNKNOWN };
  }
  if (delta === -1 && index === 0) return { ok: false, warning: REORDER_UNKNOWN };
  if (delta === 1 && index === rows.length - 1) return { ok: false, warning: REORDER_AT_END };
  return { ok: true, rows: renumber(moveRow(rows, index, delta)) };
}

/**
 * The rows with the one at `from` placed at `to` (drag and drop), renumbered 1..n; positions
 * outside the list leave the order as it is (still renumbered).
 */
export function moveMaterialTo<T extends object>(
  rows: readonly T[],
  from: number,
  to: number,
): (T & Sorted)[] {
  const inside = (at: number): boolean => Number.isInteger(at) && at >= 0 && at < rows.length;
  if (!inside(from) || !inside(to)) return renumber(rows);
  return renumber(moveRow(rows, from, to - from));
}
