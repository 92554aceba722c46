/**
 * Chinese strings for every key Refine core, antd and react-router can show (refine-v5-notes
 * §2.4; the literal keys are checked against tests/unit/i18n/refine-keys.fixture.json).
 * Flat dotted keys, so a key is found with one grep. `{{name}}` placeholders are filled by the
 * i18n provider: notifications get `resource`, `statusCode`, `seconds`, `processed`, `total`.
 */
export const zhCN: Readonly<Record<string, string>> = {
  // Buttons. `buttons.${action}` is used for navigation buttons and breadcrumb fallbacks.
  'buttons.create': '新增',
  'buttons.edit': '编辑',
  'buttons.show': '详情',
  'buttons.list': '列表',
  'buttons.clone': '复制',
  'buttons.save': '保存',
  'buttons.delete': '删除',
  'buttons.cancel': '取消',
  'buttons.confirm': '确定删除吗？',
  'buttons.refresh': '刷新',
  'buttons.logout': '退出登录',
  'buttons.filter': '筛选',
  'buttons.clear': '清除',
  'buttons.import': '导入',
  'buttons.export': '导出',
  'buttons.undo': '撤销',
  'buttons.notAccessTitle': '您没有权限访问',

  // Breadcrumb action labels (`actions.${action}`).
  'actions.list': '列表',
  'actions.create': '新增',
  'actions.edit': '编辑',
  'actions.show': '详情',
  'actions.clone': '复制',

  'notifications.success': '操作成功',
  'notifications.error': '出错了（状态码：{{statusCode}}）',
  'notifications.undoable': '{{seconds}} 秒内可撤销',
  'notifications.createSuccess': '新增{{resource}}成功',
  'notifications.createError': '新增{{resource}}失败（状态码：{{statusCode}}）',
  'notifications.editSuccess': '修改{{resource}}成功',
  'notifications.editError': '修改{{resource}}失败（状态码：{{statusCode}}）',
  'notifications.deleteSuccess': '删除{{resource}}成功',
  'notifications.deleteError': '删除{{resource}}失败（状态码：{{statusCode}}）',
  'notifications.importProgress': '正在导入：{{processed}}/{{total}}',

  'pages.login.title': '登录您的账号',
  'pages.login.signin': '登录',
  'pages.login.signup': '注册',
  'pages.login.register': '注册',
  'pages.login.divider': '或',
  'pages.login.fields.email': '邮箱',
  'pages.login.fields.password': '密码',
  'pages.login.buttons.rememberMe': '记住我',
  'pages.login.buttons.forgotPassword': '忘记密码？',
  'pages.login.buttons.noAccount': '还没有账号？',
  'pages.login.buttons.haveAccount': '已有账号？',
  'pages.login.errors.requiredEmail': '请输入邮箱',
  'pages.login.errors.validEmail': '邮箱格式不正确',
  'pages.login.errors.requiredPassword': '请输入密码',

  'pages.register.title': '注册账号',
  'pages.register.signin': '登录',
  'pages.register.divider': '或',
  'pages.register.email': '邮箱',
  'pages.register.fields.email': '邮箱',
  'pages.register.fields.password': '密码',
  'pages.register.buttons.submit': '注册',
  'pages.register.buttons.haveAccount': '已有账号？',
  'pages.register.errors.requiredEmail': '请输入邮箱',
  'pages.register.errors.validEmail': '邮箱格式不正确',
  'pages.register.errors.requiredPassword': '请输入密码',

  'pages.forgotPassword.title': '忘记密码？',
  'pages.forgotPassword.signin': '登录',
  'pages.forgotPassword.fields.email': '邮箱',
  'pages.forgotPassword.buttons.submit': '发送重置邮件',
  'pages.forgotPassword.buttons.haveAccount': '已有账号？',
  'pages.forgotPassword.errors.requiredEmail': '请输入邮箱',
  'pages.forgotPassword.errors.validEmail': '邮箱格式不正确',

  'pages.updatePassword.title': '设置新密码',
  'pages.updatePassword.fields.password': '新密码',
  'pages.updatePassword.fields.confirmPassword': '确认新密码',
  'pages.updatePassword.buttons.submit': '提交',
  'pages.updatePassword.errors.requiredPassword': '请输入新密码',
  'pages.updatePassword.errors.requiredConfirmPassword': '请再次输入新密码',
  'pages.updatePassword.errors.confirmPasswordNotMatch': '两次输入的密码不一致',

  'pages.error.404': '很抱歉，您访问的页面不存在。',
  'pages.error.info': '请检查地址是否正确，或联系管理员。',
  'pages.error.backHome': '返回首页',

  warnWhenUnsavedChanges: '您有未保存的修改，确定要离开吗？',
  loading: '加载中',

  'autoSave.idle': '等待修改',
  'autoSave.loading': '保存中…',
  'autoSave.success': '已保存',
  'autoSave.error': '自动保存失败',

  // Spec 2.4 default title. The suffix is empty: the shell builds '<page> · <system title>' (2.8).
  'documentTitle.default': '欢迎使用本服务',
  'documentTitle.suffix': '',

  'table.actions': '操作',
};
