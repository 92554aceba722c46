/** The dashboards' card titles and empty texts (issue 18 item 4). */
export const CARD_TITLES = {
  summary: '今日交易',
  trend: '交易走势',
  pending: '待办事项',
  myPending: '我的待办',
  balances: '账户余额',
  ownBalances: '本商户账户',
  supervisedBalances: '监管账户余额',
  alerts: '监管预警',
  topCustomers: '今日交易排名',
} as const;

export const EMPTY_TEXTS = {
  summary: '今日与昨日均无交易',
  trend: '暂无走势数据',
  pending: '暂无待办，处理完毕',
  balances: '暂无账户',
  alerts: '暂无未处理预警',
  topCustomers: '今日暂无客户交易',
} as const;

/** Chinese finance colours, dark enough for text contrast: a rise in red, a fall in green. */
export const CHANGE_COLOURS = { up: '#a8071a', down: '#237804', flat: 'rgba(0, 0, 0, 0.65)' };
