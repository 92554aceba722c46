/**
 * The code sets of 资金分发 and 分发审核 (issue 18 B; dictionary values, strings). Labels come from
 * the dictionaries at run time; the rules here branch on the codes only.
 */
import { isCode } from '../customer/codes';

export { isCode };

type CodeOf<T> = T[keyof T];

/** The dictionary codes, for the pages' dictionary tags and selects. */
export const DIST_DICT = {
  distStatus: 'dist_status',
  distMode: 'dist_mode',
  ruleStatus: 'dist_rule_status',
  /** Items reuse the batch pay items' results: 0 待处理, 1 成功, 2 失败. */
  itemStatus: 'batch_item_status',
} as const;

/** dist_status: 00 待审核, 01 处理中, 02 成功, 03 部分成功, 04 失败, 05 已驳回, 06 已撤销 */
export const DIST_STATUS = {
  pending: '00',
  processing: '01',
  succeeded: '02',
  partlySucceeded: '03',
  failed: '04',
  rejected: '05',
  cancelled: '06',
} as const;
export type DistStatus = CodeOf<typeof DIST_STATUS>;

/** dist_mode: 01 按规则, 02 手工 */
export const DIST_MODE = { byRule: '01', byHand: '02' } as const;
export type DistMode = CodeOf<typeof DIST_MODE>;

/** dist_rule_status: 0 停用, 1 启用 */
export const DIST_RULE_STATUS = { disabled: '0', enabled: '1' } as const;
export type DistRuleStatus = CodeOf<typeof DIST_RULE_STATUS>;

/**
 * The replyCode of each named failure: the issue 17 codes where they mean the same (E4001, E4003,
 * E4004, E4005), E47xx for the refusals of distribution alone.
 */
export const DIST_REPLY_CODE = {
  insufficientBalance: 'E4001',
  selfAudit: 'E4003',
  alreadyAudited: 'E4004',
  wrongOpPassword: 'E4005',
  ruleDisabled: 'E4701',
  notSubmitter: 'E4702',
} as const;

/** Button codes (spec 6) of the distribution pages. */
export const DIST_BUTTON = {
  add: 'dist:add',
  audit: 'dist:audit',
  cancel: 'dist:cancel',
} as const;
