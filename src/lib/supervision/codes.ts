/**
 * The supervision code sets of issue 18 part D (监管; dictionary values, strings). Labels come from
 * the dictionaries at run time; the rules here branch on the codes only.
 */
import { isCode } from '../customer/codes';

export { isCode };

type CodeOf<T> = T[keyof T];

/** The dictionary codes themselves, for the pages' dictionary tags and selects. */
export const SUP_DICT = {
  audience: 'sup_audience',
  alertLevel: 'sup_alert_level',
  alertKind: 'sup_alert_kind',
  alertStatus: 'sup_alert_status',
  /** Suppliers are watched by the channel their accounts are held at (cus_channel). */
  channel: 'cus_channel',
} as const;

/** sup_audience: 01 平台监管, 02 客户监管, 03 供应商监管 */
export const SUP_AUDIENCE = { boss: '01', customer: '02', supplier: '03' } as const;
export type SupAudience = CodeOf<typeof SUP_AUDIENCE>;

/** sup_alert_level: 01 提示, 02 警告, 03 严重 */
export const ALERT_LEVEL = { notice: '01', warning: '02', severe: '03' } as const;
export type AlertLevel = CodeOf<typeof ALERT_LEVEL>;

/** sup_alert_kind: 01 大额转出, 02 频繁交易, 03 余额低于监管额度, 04 异常时段交易, 05 账户冻结 */
export const ALERT_KIND = {
  largeOutflow: '01',
  frequent: '02',
  belowLimit: '03',
  offHours: '04',
  frozen: '05',
} as const;
export type AlertKind = CodeOf<typeof ALERT_KIND>;

/** sup_alert_status: 00 未处理, 01 已确认 */
export const ALERT_STATUS = { open: '00', acknowledged: '01' } as const;
export type AlertStatus = CodeOf<typeof ALERT_STATUS>;

/** The replyCode of each named failure of the sup calls (cap.yaml). */
export const SUP_REPLY_CODE = {
  rangeTooLong: 'E4601',
  exportTooLarge: 'E4602',
  alreadyAcknowledged: 'E4603',
  subjectRequired: 'E4610',
} as const;

/** Button codes (spec 6) of the supervision pages: the only export and the only write. */
export const SUP_BUTTON = { export: 'sup:export', ack: 'sup:ack' } as const;
export type SupButton = CodeOf<typeof SUP_BUTTON>;
