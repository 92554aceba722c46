/** User-facing texts of the 渠道进件 pages (issue 16 page 4). */
export const INNET_TEXTS = {
  listTitle: '渠道进件',
  pageTitle: '进件办理',
  create: '新建进件',
  createTitle: '新建进件',
  open: '办理',
  customer: '客户',
  channel: '渠道',
  product: '产品',
  status: '进件状态',
  updateTime: '更新时间',
  customerRequired: '请选择客户',
  channelRequired: '请选择渠道',
  productRequired: '请选择产品',
  badRoute: '进件办理地址有误：渠道或产品不存在',
  noPermission: '您没有办理进件的权限（cus:innet），仅可查看进度',
  // submit
  channelForm: '渠道资料',
  settleAcct: '结算账户',
  acctType: '账户类型',
  acctName: '账户名称',
  acctNo: '银行卡号',
  bankName: '开户银行',
  bankBranchName: '开户支行',
  bankBranchNo: '开户行联行号',
  bankBranchNoInvalid: '联行号为12位数字',
  submit: '提交进件',
  maskedRetype: '带*号的脱敏信息须重新完整填写',
  // review
  inReview: '渠道审核中，审核结果以渠道回复为准',
  reread: '刷新状态',
  // sign
  agreementLink: '查看协议全文',
  signerName: '签约人',
  agreed: '签约人已阅读并同意上述协议',
  agreedRequired: '请确认签约人已阅读并同意协议',
  sign: '确认签约',
  // sms
  smsHint: '验证码将发送至法人预留手机',
  smsCode: '短信验证码',
  smsCodeInvalid: '请输入6位数字验证码',
  smsApplyFirst: '请先获取验证码',
  smsConfirm: '确认',
  // pay verify
  payHint: '渠道已向结算账户打入一笔随机小额款项，请填写实际到账金额',
  payAmount: '到账金额（元）',
  payAmountRequired: '请输入到账金额',
  payConfirm: '验证金额',
  payVerified: '打款验证已通过，可以开户',
  openAccount: '开户',
  // opened
  opened: '开户完成',
  subAcctNo: '子账户号',
  channelMerNo: '渠道商户号',
  openDate: '开户日期',
  // stopped
  rejected: '渠道已驳回',
  failed: '进件失败',
} as const;

/** 验证码已发送至 138****5678: where the code went, as the server masked it. */
export const smsSentTo = (mobile: string): string => `验证码已发送至 ${mobile}`;
