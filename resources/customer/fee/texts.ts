/** User-facing texts of the 费率配置 panel (issue 16 page 5). */
export const FEE_PANEL_TEXTS = {
  add: '新增费率配置',
  edit: '编辑',
  addTitle: '新增费率配置',
  editTitle: '编辑费率配置',
  empty: '尚未配置费率',
  readFailed: '费率配置读取失败',
  channelRequired: '请选择渠道',
  productRequired: '请选择产品',
  saved: '保存成功',
  tiers: '阶梯费率',
  addTier: '添加一档',
  tierOpen: '不填表示以上全部',
  splits: '分账规则',
  addSplit: '添加分账方',
  splitTotal: (total: string) => `分账比例合计 ${total}`,
  remove: '删除',
} as const;

export const PREVIEW_TEXTS = {
  title: '手续费试算',
  sample: '试算金额（元）',
  samplePlaceholder: '输入交易金额，如 1234.56',
  fee: '手续费',
  incomplete: '请先完善计费方式与费率',
  sampleInvalid: '请输入正确的金额',
  split: '可分账金额（交易金额 − 手续费）',
  kept: '客户留存',
  feeAboveAmount: '手续费不低于交易金额，无可分账金额',
  rounding: '手续费按分四舍五入；分账按比例向下取整到分，零头留存客户。',
} as const;
