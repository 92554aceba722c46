/** User-facing texts of 账号生成 (issue 17 page 6). */
export const ACCTNO_TEXTS = {
  title: '账号生成',
  add: '新增规则',
  addTitle: '新增账号规则',
  editTitle: '编辑账号规则',
  edit: '编辑',
  numbers: '预览 / 生成',
  enable: '启用',
  disable: '停用',
  statusConfirm: (label: string, ruleName: string) => `确定要${label}规则「${ruleName}」吗？`,
  empty: '暂无账号规则',
  numbersTitle: (ruleName: string) => `账号预览与生成 - ${ruleName}`,
  count: '数量',
  countRequired: '请输入数量',
  preview: '预览',
  generate: '生成',
  generateConfirm: (count: number, ruleName: string) =>
    `确定按规则「${ruleName}」生成${count}个账号吗？生成后序号将向后推进，已生成的账号不会再次发放。`,
  disabledRule: '规则已停用，不能生成账号',
  previewed: '预览结果（未占用序号）',
  generated: (count: number, nextSeq: number | undefined) =>
    nextSeq === undefined ? `已生成${count}个账号` : `已生成${count}个账号，下一序号 ${nextSeq}`,
  localCheck: '本地校验',
  serverNo: '服务端账号',
  localNo: '本地计算账号',
  luhn: 'Luhn 校验',
  luhnPassed: '通过',
  luhnFailed: '未通过',
  mismatch: '与本地计算不一致',
  noLocalDigits: '该渠道无数字编码，无法本地计算',
} as const;

export const RULE_LABELS = {
  ruleName: '规则名称',
  prefix: '前缀',
  channelCode: '渠道',
  acctType: '账户类型',
  seqWidth: '序号位数',
  nextSeq: '下一序号',
  checkDigit: '校验位',
  ruleStatus: '状态',
  remark: '备注',
  updateTime: '更新时间',
  actions: '操作',
} as const;

export const RULE_MESSAGES = {
  ruleNameRequired: '请输入规则名称',
  prefixRequired: '请输入前缀',
  prefixPattern: '前缀须为2-8位数字',
  channelRequired: '请选择渠道',
  acctTypeRequired: '请选择账户类型',
  seqWidthRequired: '请输入序号位数',
  nextSeqBackwards: (current: number) => `下一序号只能向后调整，不能小于${current}`,
} as const;
