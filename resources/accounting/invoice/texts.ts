/** User-facing texts of 发票 (issue 17 page 6). */
export const INVOICE_TEXTS = {
  title: '发票',
  apply: '申请开票',
  applyTitle: '申请开票',
  customer: '客户',
  customerRequired: '请选择客户',
  invoiceTitle: '发票抬头',
  invoiceTitleRequired: '请输入发票抬头',
  taxNo: '纳税人识别号',
  taxNoRequired: '请输入纳税人识别号',
  taxNoInvalid: '请输入正确的纳税人识别号（15、18或20位数字或大写字母）',
  invoiceType: '发票类型',
  invoiceTypeRequired: '请选择发票类型',
  amount: '开票金额（含税）',
  amountRequired: '请输入开票金额',
  taxRate: '税率（%）',
  taxRateRequired: '请输入税率',
  taxRateInvalid: '请输入0-100之间、最多两位小数的税率',
  period: '服务期间',
  periodRequired: '请选择服务期间',
  email: '接收邮箱',
  emailInvalid: '邮箱格式不正确',
  remark: '备注',
  amountExTax: '不含税金额',
  taxAmount: '税额',
  taxPending: '填写金额和税率后计算',
  makeTitle: '开票',
  invoiceNo: '发票号码',
  invoiceNoRequired: '请输入发票号码',
  invoiceCode: '发票代码',
  invoiceCodeRequired: '请输入发票代码',
  pdf: '发票PDF',
  pdfRequired: '请上传发票PDF',
  voidTitle: '作废发票',
  voidReason: '作废原因',
  voidReasonRequired: '请输入作废原因',
  viewPdf: '查看发票',
} as const;

/** The confirmation of voiding one invoice. */
export const voidConfirm = (invoiceNo: string, title: string): string =>
  `确定要作废发票「${invoiceNo}」（${title}）吗？作废后不可恢复。`;

/** 纳税人识别号: 15, 18 (统一社会信用代码) or 20 digits and capitals, as cap.yaml's taxNo pattern. */
export const TAX_NO_PATTERN = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;

/** antd tag colours of invoice_status. */
export const INVOICE_STATUS_COLORS: Readonly<Record<string, string>> = {
  '0': 'processing',
  '1': 'success',
  '2': 'default',
};
