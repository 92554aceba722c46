/** User-facing texts of the agent and supplier rules (issue 18 C), for the pages and tests. */

export const AGENT_RULE_TEXTS = {
  levelTooDeep: '代理商最多三级，三级代理不能再添加下级',
  parentDisabled: '已停用的代理商不能添加下级，请先启用',
  commissionRateRequired: '请输入佣金比例',
  commissionRateInvalid: '佣金比例须大于0且不超过100%，最多4位小数',
  commissionFixedRequired: '请输入每笔佣金',
  commissionFixedInvalid: '每笔佣金须为大于0的金额，最多2位小数',
  feeRateInvalid: '费率须为0-100之间的百分比，最多4位小数',
  contractEndRequired: '请选择合同结束日期',
  contractEndNotAfterStart: '合同结束日期须晚于开始日期',
  bankCardInvalid: '请输入正确的银行卡号',
} as const;

/** 启用 / 停用, the labels of the status actions. */
export const STATUS_ACTION_LABELS = { enable: '启用', disable: '停用' } as const;

/** Why 停用 of a parent will be refused: its children still enabled (AgentStatusModify). */
export const childrenStillEnabled = (names: readonly string[]): string =>
  `其下级代理商仍在启用：${names.join('、')}。服务端将拒绝停用，请先停用下级。`;
