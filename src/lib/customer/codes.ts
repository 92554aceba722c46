/**
 * The customer code sets of issue 16 (dictionary values; their labels come from the dictionaries,
 * never from here). Only the codes the pure rules of this folder branch on are named.
 */

/** cus_type */
export const CUS_TYPE = { enterprise: '01', individualBusiness: '02', person: '03' } as const;
export type CusType = (typeof CUS_TYPE)[keyof typeof CUS_TYPE];

/** cus_status */
export const CUS_STATUS = {
  draft: '00',
  pending: '01',
  active: '02',
  rejected: '03',
  disabled: '04',
} as const;
export type CusStatus = (typeof CUS_STATUS)[keyof typeof CUS_STATUS];

/** cus_material_type */
export const MATERIAL_TYPE = {
  businessLicence: '01',
  legalIdPortrait: '02',
  legalIdEmblem: '03',
  accountPermit: '04',
  storefrontPhoto: '05',
  premisesPhoto: '06',
  authorisation: '07',
  other: '99',
} as const;
export type MaterialType = (typeof MATERIAL_TYPE)[keyof typeof MATERIAL_TYPE];

/** cus_material_status */
export const MATERIAL_STATUS = { pending: '0', approved: '1', rejected: '2' } as const;

/** cus_fee_mode */
export const FEE_MODE = { fixed: '01', proportional: '02', tiered: '03' } as const;
export type FeeMode = (typeof FEE_MODE)[keyof typeof FEE_MODE];

/** cus_innet_status */
export const INNET_STATUS = {
  toSubmit: '00',
  inReview: '01',
  toSign: '02',
  toConfirmSms: '03',
  toVerifyPayment: '04',
  opened: '05',
  failed: '08',
  rejected: '09',
} as const;
export type InnetStatus = (typeof INNET_STATUS)[keyof typeof INNET_STATUS];

/** Whether `value` is one of the codes of `set` (narrows server text to the code type). */
export function isCode<T extends string>(
  set: Readonly<Record<string, T>>,
  value: unknown,
): value is T {
  return typeof value === 'string' && Object.values<string>(set).includes(value);
}
