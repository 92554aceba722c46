/** User-facing texts of 客户详情 (issue 16 page 2) and its operation password dialog (page 6). */
export const DETAIL_TEXTS = {
  title: '客户详情',
  backToList: '返回客户信息',
  loading: '正在读取客户信息…',
  notFound: (cusCode: string) => `未找到客户「${cusCode}」`,
  notFoundHint: '该客户不存在或已被删除，请返回客户信息列表重新选择',
  readFailed: '客户信息读取失败',
  retry: '重试',
  tabs: {
    basic: '基本信息',
    materials: '客户资料',
    innet: '渠道进件',
    fee: '费率配置',
    accounts: '账户',
  },
} as const;

export const BASIC_SECTIONS = {
  customer: '客户信息',
  legal: '法人与联系人',
  address: '地址与行业',
  settle: '结算账户',
} as const;

export const ACCOUNT_TEXTS = {
  readFailed: '开户记录读取失败',
  empty: '暂无已开户的子账户。余额、流水等账户管理功能将在后续版本提供。',
  note: '以下为渠道进件已开户（05）的子账户；余额、流水等账户管理功能将在后续版本提供。',
} as const;

export const OP_PASSWORD_TEXTS = {
  button: '设置操作密码',
  title: (cusName: string) => `设置操作密码 - ${cusName}`,
  smsTo: (mobile: string) => `验证码将发送至客户手机 ${mobile}`,
  noMobile: '客户未登记手机号，无法发送验证码',
  succeeded: '设置成功',
} as const;
