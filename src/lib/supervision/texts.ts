/** User-facing texts of the supervision rules (issue 18 D), in one place for pages and tests. */
export const SUP_RULE_TEXTS = {
  rangeRequired: '请选择交易日期',
  rangeReversed: '开始日期不能晚于结束日期',
  rangeTooLong: (days: number) => `查询区间不能超过${days}天`,
  // spec 5.1: the amount rule's message.
  amountInvalid: '请输入正确的金额',
  amountReversed: '最小金额不能大于最大金额',
} as const;
