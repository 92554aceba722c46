/** User-facing texts of 供应商 (issue 18 C). */
export const SUPPLIER_TEXTS = {
  title: '供应商',
  add: '新建供应商',
  addTitle: '新建供应商',
  editTitle: '编辑供应商',
  supplierCode: '供应商代码',
  supplierName: '供应商名称',
  supplyType: '供应类型',
  settleCycle: '结算周期',
  feeRate: '费率（%）',
  contract: '合同期限',
  contractStart: '合同开始日期',
  contractEnd: '合同结束日期',
  status: '状态',
  terms: '结算条款',
  kind: '供应商',
} as const;
