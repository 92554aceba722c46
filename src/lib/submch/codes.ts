/**
 * The sub-merchant code set of issue 18 A (dictionary submch_status; its labels come from the
 * dictionary, never from here).
 */
import { isCode } from '../customer/codes';

/** submch_status */
export const SUBMCH_STATUS = {
  pending: '00',
  enabled: '01',
  disabled: '02',
  rejected: '03',
} as const;
export type SubMchStatus = (typeof SUBMCH_STATUS)[keyof typeof SUBMCH_STATUS];

export const isSubMchStatus = (value: unknown): value is SubMchStatus =>
  isCode(SUBMCH_STATUS, value);

/** The spec 6 button codes of 商户管理 (cap.yaml auth lists). */
export const SUBMCH_CODES = {
  add: 'submch:add',
  edit: 'submch:edit',
  enable: 'submch:enable',
  disable: 'submch:disable',
} as const;
