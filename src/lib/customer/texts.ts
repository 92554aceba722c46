/** User-facing texts of the customer rules (issue 16), in one place for the pages and tests. */

/** Row actions of a customer (codes of issue 16: the customer status machine). */
export const CUSTOMER_ACTION_LABELS = {
  edit: '编辑',
  submit: '提交审核',
  approve: '审核通过',
  reject: '驳回',
  disable: '停用',
  enable: '启用',
  delete: '删除',
} as const;

/** Titles of the onboarding steps (antd Steps), in order. */
export const ONBOARDING_STEP_TITLES = {
  submit: '提交申请',
  review: '渠道审核',
  sign: '签约',
  sms: '短信确认',
  'pay-verify': '打款验证',
  opened: '开户完成',
} as const;

/** The way back from 08 失败 and 09 已驳回. */
export const ONBOARDING_RESUBMIT = '修改后重新提交';

/** Fee configuration (CusConfigFee) messages. */
export const FEE_TEXTS = {
  feeModeRequired: '请选择计费方式',
  rateRequired: '请输入费率',
  rateInvalid: '费率须为0-100之间的百分比，最多4位小数',
  fixedFeeRequired: '请输入固定手续费',
  minAboveMax: '最低手续费不能大于最高手续费',
  tiersRequired: '请至少设置一档阶梯费率',
  tierUpToRequired: '除最后一档外，每档都须填写金额上限',
  tiersNotAscending: '阶梯金额上限须逐档递增',
  effectiveDateRequired: '请选择生效日期',
  effectiveDateInPast: '生效日期不能早于今天',
} as const;

/** Split rule messages. */
export const SPLIT_TEXTS = {
  receiverRequired: '请选择分账方',
  receiverDuplicate: '分账方不能重复',
  ratioRequired: '请输入分账比例',
  ratioInvalid: '分账比例须大于0且不超过100%，最多2位小数',
} as const;

/** Over 100 %: the total is stated so the user sees by how much. */
export const splitTotalOver100 = (total: string): string =>
  `分账比例合计不能超过100%（当前 ${total}）`;
