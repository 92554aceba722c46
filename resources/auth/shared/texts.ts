/** User-facing texts shared by 系统配置, 实体管理 and 租户管理 (issue 19 A). */
export const SHARED_TEXTS = {
  search: '查询',
  reset: '重置',
  edit: '编辑',
  actions: '操作',
  status: '状态',
  remark: '备注',
  createTime: '创建时间',
  ok: '确定',
  cancel: '取消',
  url: '访问域名',
} as const;

/** The branding fields of the system and tenant info (spec 3). */
export const BRAND_TEXTS = {
  branding: '登录页与品牌',
  sysName: '系统名称',
  tabTitle: '标签页标题',
  tabLogo: '标签页图标',
  logo: '系统标志',
  bkg: '登录页背景图',
  copyright: '版权年份',
  company: '公司名称',
  registerEnt: 'ICP备案号',
  registerSecurity: '公安备案号',
  sysColor: '主题色',
  sysTheme: '菜单主题',
  helpUrl: '帮助链接',
  features: '功能开关',
  cfgPayPwd: '设置支付密码',
  cfgDataDecrypt: '数据解密',
  cfgOpPwd: '设置操作密码',
  passwordRule: '密码规则',
  pwdReg: '密码正则表达式',
  pwdMsg: '密码规则提示',
  upload: '上传',
  preview: '登录页预览',
  previewHint: '预览随填写实时变化，与保存后登录页的显示一致。',
  previewCard: '账号密码登录',
  userMenu: '个人菜单',
  alwaysShown: '修改登录密码',
} as const;

/** antd tag colours of auth_sys_status. */
export const AUTH_STATUS_COLORS: Readonly<Record<string, string>> = {
  '1': 'green',
  '0': 'default',
};
