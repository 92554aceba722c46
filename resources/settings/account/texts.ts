/** Texts of 个人中心 (issue 19 C, spec 2.7 base, avatar, binding, notification, security). */

export const PAGE_TITLE = '个人中心';

export const TAB_LABELS = {
  base: '基本设置',
  avatar: '头像',
  binding: '账号绑定',
  notify: '新消息通知',
  security: '安全设置',
} as const;

export const LOAD_FAILED = '加载失败';
export const RELOAD = '重新加载';
export const SAVE = '保存';
export const CANCEL = '取消';
export const NEXT = '下一步';
export const DONE = '完成';

export const BASE_LABELS = {
  username: '登录账号',
  orgName: '所属部门',
  workNo: '工号',
  realname: '姓名',
  sex: '性别',
  telephone: '联系电话',
  introduction: '个人简介',
} as const;
export const REALNAME_REQUIRED = '请输入姓名';
export const SEX_PLACEHOLDER = '请选择性别';
export const TELEPHONE_INVALID = '请输入正确的座机或手机号码';

export const AVATAR_CURRENT = '当前头像';
export const AVATAR_UPLOAD = '上传新头像';
export const AVATAR_HINT = '支持 JPG、PNG 格式图片，上传后点击“保存头像”生效';
export const AVATAR_SAVE = '保存头像';

export const BINDING_LABELS = {
  mobile: '绑定手机',
  email: '绑定邮箱',
} as const;
export const NOT_BOUND = '未绑定';
export const CHANGE_MOBILE = '更换手机号';
export const CHANGE_EMAIL = '更换邮箱';
export const BIND_EMAIL = '绑定邮箱';
export const MOBILE_STEPS = ['验证原手机号', '绑定新手机号', '完成'] as const;
export const BOUND_MOBILE = '原手机号';
export const NEW_MOBILE = '新手机号';
export const SMS_CODE = '短信验证码';
export const SMS_CODE_REQUIRED = '请输入短信验证码';
export const MOBILE_CHANGED = (masked: string) => `手机号已更换为 ${masked}`;
export const ALTERATION_EXPIRED = '原手机号验证已过期，请重新验证';
export const NO_BOUND_MOBILE = '当前账号未绑定手机号，请联系管理员';
export const EMAIL_LABEL = '邮箱地址';
export const EMAIL_REQUIRED = '请输入邮箱地址';

export const NOTIFY_COLUMNS = {
  kind: '消息类型',
  inApp: '站内消息',
  sms: '短信',
  email: '邮件',
} as const;
export const NOTIFY_HINT = '选择每类消息的接收方式；安全提醒至少保留一种。';
export const SECURITY_SILENCED = '安全提醒至少保留一种接收方式';
export const RESET = '还原';

export const SECURITY_ITEMS = {
  loginPassword: '登录密码',
  payPassword: '支付密码',
  operationPassword: '操作密码',
  googleAuth: '谷歌验证器',
} as const;
export const PWD_STRENGTH = '当前密码强度：';
export const PWD_UPDATED = (time: string) => `最近修改：${time}`;
export const LAST_LOGIN = (time: string, ip: string) => `上次登录：${time}（${ip}）`;
export const IS_SET = '已设置';
export const NOT_SET = '未设置';
export const MODIFY = '修改';
export const SET = '设置';
export const GOOGLE_BOUND = '已绑定，登录与敏感操作可使用动态验证码';
export const GOOGLE_UNBOUND = '未绑定，绑定后可使用动态验证码加强账号安全';
export const BIND = '绑定';
export const GOOGLE_DIALOG_TITLE = '绑定谷歌验证器';
export const GOOGLE_STEP_SCAN = '1. 在手机上打开 Google Authenticator，扫描下方二维码';
export const GOOGLE_STEP_MANUAL = '无法扫描时，手动输入密钥：';
export const GOOGLE_STEP_CODE = '2. 输入验证器显示的 6 位动态验证码';
export const GOOGLE_QR_ALT = '谷歌验证器绑定二维码';
export const GOOGLE_CODE = '动态验证码';
