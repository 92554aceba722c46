/** HTTP and session messages of spec 8.1, verbatim, plus the few texts of ours the client needs. */

export const ACCESS_DENIED = '拒绝访问';
export const RESOURCE_NOT_FOUND = '很抱歉，资源未找到!';
export const NETWORK_TIMEOUT = '网络超时';
export const LOGIN_EXPIRED_CONTENT = '很抱歉，登录已过期，请重新登录';
export const LOGIN_EXPIRED_TITLE = '登录已过期';
export const RELOGIN = '重新登录';
export const TOKEN_REFRESH_FAILED = 'token 刷新失败';

export function tokenRefreshException(error: string): string {
  return `token 刷新异常：${error}`;
}

/** Loading text shown instead of the expired dialog inside DingTalk / WeCom (old console). */
export const LOGIN_EXPIRED_RELOGGING = '登录已过期，正在重新登录';

/** Ours: a reply that is not JSON, or JSON with neither envelope. An e2e test relies on it. */
export const MALFORMED_REPLY = '服务器返回的数据格式不正确，请稍后重试';

/** Ours: an HTTP failure without a server message, or a failure to reach the server at all. */
export const REQUEST_FAILED = '请求失败，请稍后重试';

// A refused reply without a message of its own (spec 8.2). 操作失败 is JeecgBoot's wording, the
// load texts are ours, one per caller as each has always shown it.
export const OPERATION_FAILED = '操作失败';
export const LOAD_FAILED = '加载失败';
export const DATA_LOAD_FAILED = '数据加载失败';
export const NOTICES_LOAD_FAILED = '消息加载失败';
export const REPORT_LOAD_FAILED = '报表数据加载失败';

// Server texts the client reacts to (spec 8.1).
export const TOKEN_INVALID_MARKER = 'Token失效';
export const ACCESS_TOKEN_EXPIRED_MARKER = 'Access token has expired';

/** Sign-in failed without a server message. */
export const LOGIN_FAILED = '登录失败，请稍后重试';

/** spec 8.4 SMS send, first reading of the success text. */
export const SMS_SENT = '验证码已发送，有效期5分钟，请注意查收';
export const SMS_SEND_FAILED = '系统异常，获取验证码失败';

// Lists and grids (spec 8.2, 5.4).
export const LIST_URL_MISSING = '请设置url.list属性!';
export const DELETE_URL_MISSING = '请设置url.delete属性!';
export const DELETE_BATCH_URL_MISSING = '请设置url.deleteBatch属性!';
export const SELECT_ONE_RECORD = '请选择一条记录！';
export const DOWNLOAD_FAILED = '文件下载失败';
export const UNKNOWN_FILE = '未知的文件';
export const CLICK_TOO_FAST = '你点击的太快了，请慢点点击!';
export const SUBTABLE_OPEN_FAILED = '打开子表失败';
export const UNRECOGNISED_DATA_TYPE = '返回数据类型不识别';
/** A Refine list hook used where the resource module's typed list read belongs (a developer's slip). */
export const LIST_NOT_BY_MODULE = '列表须经资源模块读取（useListQuery）';

// Import dialog (spec 8.2, 4).
export const IMPORT_WITH_ERRORS = '导入成功,但是有错误数据!';
export const UPLOADING = '上传中...';
export const fileUploaded = (fileName: string): string => `${fileName}文件上传成功`;
export const fileUploadFailed = (fileName: string, message: string): string =>
  `${fileName} ${message}`;

// Dictionaries and tree selects (spec 8.2, 5.4).
export const NO_SEARCH_RESULT = '没有查询到任何数据';
export const SEARCH_HINT = '请输入搜索内容';
export const DICT_CODE_REQUIRED = '字典Code不能为空!';
export const TREE_CONDITION_INVALID = '组件JTreeSelect-condition传值有误，需要一个json字符串!';
export const REGION_TYPE_INVALID = 'Bad type value';

// Uploads (spec 8.3, 5.4).
export const UPLOAD_ERROR_TITLE = '上传出错';
export const UPLOAD_FAILED = '上传失败';
export const UNKNOWN_ERROR = '未知错误';
export const uploadErrorDetail = (message: string): string => `错误信息：${message}`;
export const imageUploadFailed = (fileName: string): string => `${fileName} 上传失败`;
export const IMAGE_ONLY = '请上传图片';
export const REORDER_UNKNOWN = '未知的操作';
export const REORDER_AT_END = '已到最后~';
/** spec 5.4 gives this one only in translation ('no file uploaded'). */
export const NO_FILE_UPLOADED = '尚未上传文件';

// Popup report picker (spec 5.4).
export const POPUP_CONFIG_INVALID = 'popup参数未正确配置!';
export const POPUP_FIELD_COUNT_MISMATCH = 'popup参数未正确配置,原始值和目标值数量不一致!';
export const SELECT_ONE_ROW = '请选择一条记录';

// Advanced query (spec 5.4).
export const QUERY_EMPTY = '不能查询空条件';
export const QUERY_SAVE_EMPTY = '空条件不能保存';
export const QUERY_SAVE_NAME_REQUIRED = '保存名称不能为空';
export const querySaveOverwrite = (name: string): string => `${name} 已存在，是否覆盖？`;
export const QUERY_DELETE_CONFIRM = '是否删除当前查询？';

// Validation (spec 5.4, 5.1).
export const alreadyExists = (fieldName: string): string => `${fieldName}已存在`;
export const AMOUNT_INVALID = '请输入正确的金额';

// Drag slider (spec 4).
export const SLIDER_IDLE = '拖动滑块验证';
export const SLIDER_VERIFIED = '验证通过';

// Other (spec 8.4).
export const CACHE_REFRESHED = '刷新缓存完成！';
export const CACHE_REFRESH_FAILED = '刷新缓存失败！';
export const COPY_FAILED = '复制到剪贴板失败';

// Field rules and remote checks (spec 5.1, 5.4; validators area). spec 5.1 gives these only in
// translation; the Chinese follows the translated meaning.
export const NATURAL_NUMBER_INVALID = '请输入自然数';
export const LETTERS_INVALID = '请输入英文字符';
export const LANDLINE_INVALID = '请输入正确的座机号码';
export const BANK_CARD_INVALID = '请输入正确的银行卡号';
export const ID_NUMBER_INVALID = '证件号码只能由字母和数字组成，最多50位';
export const CITIZEN_ID_INVALID = '请输入正确的身份证号码';
export const QQ_INVALID = '请输入正确的QQ号码';
export const URL_INVALID = '请输入以http或https开头的网址';
export const ALPHANUMERIC_20_INVALID = '只能输入20位以内的英文字母和数字';
export const NAME_TEXT_INVALID = '只能输入2-100位中文、英文字符和空格';
export const DIGIT_LINES_INVALID = '只能输入数字和换行';
export const TEXT_255_INVALID = '最多输入255个字符';
export const pleaseEnter = (label: string): string => `请输入${label}`;
export const pleaseSelect = (label: string): string => `请选择${label}`;
export const minLength = (count: number): string => `最小长度为${count}个字符`;
export const maxLength = (count: number): string => `最大长度为${count}个字符`;
export const minSelections = (count: number): string => `至少选择${count}项`;
export const maxSelections = (count: number): string => `最多选择${count}项`;
/** Ours: a uniqueness or rule check that could not run (the HTTP layer has shown why). */
export const CHECK_UNAVAILABLE = '校验失败，请稍后重试';
/** Ours: a rule check refused without a server message. */
export const CHECK_RULE_FAILED = '编码校验未通过';
/** spec 5.4: the form validation helper got no form (JeecgBoot validateFormAndTables text). */
export const notAForm = (kind: string): string =>
  `form 参数需要的是一个form对象，而传入的却是${kind}`;

// Editors and the markdown image dialog (issue 4 editors; ours, the spec gives no text).
export const IMAGE_URL_INVALID = '请输入正确的图片地址';
export const LINK_URL_INVALID = '请输入正确的链接地址';

// Cron editor (issue 4 cron; spec 4, 5.4). Ours, in the style of JeecgBoot's validator
// ('Cron表达式最多7项！', 'Cron表达式参数[年]错误：x').
export const CRON_EMPTY = '请输入Cron表达式';
export const CRON_TOO_MANY_PARTS = 'Cron表达式最多7项！';
export const CRON_TOO_FEW_PARTS = 'Cron表达式至少6项！';
export const cronPartError = (part: string, detail: string): string =>
  `Cron表达式参数[${part}]错误：${detail}`;
export const cronValueOutOfRange = (value: number, min: number, max: number): string =>
  `${value} 不在 ${min}-${max} 之间`;
export const cronStepOutOfRange = (step: number, max: number): string =>
  `间隔 ${step} 不在 1-${max} 之间`;
export const cronUnknownName = (name: string, kind: '月份' | '星期'): string =>
  `“${name}”不是有效的${kind}`;
export const CRON_UNSET_ONLY_DAY_WEEK = '只有日和周可以使用“?”';
export const CRON_DAY_AND_WEEK_BOTH_SET = '日和周只能设置其中之一，另一项须为“?”';
export const CRON_DAY_AND_WEEK_BOTH_UNSET = '日和周不能同时为“?”';
export const CRON_LAST_DAY_COMBINED = '“L”不能与其他日期同时使用';
export const CRON_NEAREST_WEEKDAY_OVER_31 = '“W”前的日期不能大于31';
export const CRON_NEAREST_WEEKDAY_COMBINED = '“W”只能用于单个日期';
export const CRON_LAST_OFFSET_TOO_LARGE = '“L-”后的天数不能大于30';
export const CRON_NTH_INVALID = '“#”后必须是1-5之间的数字';
export const CRON_NTH_COMBINED = '“#”不能与其他星期同时使用';
export const CRON_LAST_WEEKDAY_COMBINED = '“L”不能与其他星期同时使用';
export const CRON_YEAR_RANGE_REVERSED = '起始年份不能大于结束年份';
export const CRON_PREVIEW_NONE = '近期没有运行时间';
export const CRON_PREVIEW_YEAR_IGNORED = '预览不考虑年份';
export const cronPreviewFailed = (reason: string): string => `运行时间计算失败：${reason}`;

// Pickers (spec 2.10, 9; pickers area).
/** spec 9: the empty text of grids and pickers. */
export const EMPTY_TEXT = '暂无数据';

// Tree table (spec 4): the placeholder child of a row whose children are not loaded yet.
export const TREE_TABLE_LOADING_ROW = 'loading...';

// Excel import dialog (upload area; spec 4, 5.4, 8.2). Ours: the spec gives no wording for these.
export const IMPORT_DEPART_REQUIRED = '请选择部门';
export const IMPORT_EXCEL_ONLY = '只能导入 .xls 或 .xlsx 文件';

// Advanced query and popup report picker (JSuperQuery / JPopupOnlReport texts; query area).
export const QUERY_ACTIVE = '已有高级查询条件生效';
export const QUERY_SAVED = '保存成功';

// Generic list pages (issue 5 list machinery, resources/kit; spec 7.5, 8.2). JeecgBoot's own list
// texts (JeecgListMixin, the generated list pages).
export const DELETE_CONFIRM_TITLE = '确认删除';
export const DELETE_CONFIRM = '确定删除吗?';
export const BATCH_DELETE_CONFIRM = '是否删除选中数据?';
/** A save or delete the server acknowledged without a message of its own. */
export const OPERATION_SUCCEEDED = '操作成功';
export const selectedCount = (count: number): string => `已选择 ${count} 项`;
export const listTotal = (total: number): string => `共 ${total} 条`;

// 角色管理 and 租户管理 (issue 5 roles and tenants; JeecgBoot RoleModal, RoleDataruleModal,
// TenantModal texts, the end-date rule ours).
export const ROLE_CODE_NO_CHINESE = '角色编码不可输入汉字!';
export const PERMISSION_DISCARD_CONFIRM = '确定放弃编辑？';
export const DATA_RULE_NONE = '无配置信息!';
export const DATA_RULE_NONE_CHECKED = '请注意，现未勾选任何数据权限!';
export const TENANT_END_BEFORE_BEGIN = '结束时间必须晚于开始时间';

// 部门管理 (issue 5 departments; JeecgBoot DepartList, DeptUserInfo, DeptRoleInfo texts).
export const SELECT_DEPART_FIRST = '请先选择一个部门!';
export const SELECT_PARENT_DEPART = '请先点击选中上级部门！';
export const DEPART_DELETE_CONFIRM = '确定要删除此部门以及子节点数据吗?';
export const departBatchDeleteConfirm = (count: number): string =>
  `确定要删除所选中的 ${count} 条数据，以及子节点数据吗?`;
export const DEPART_SEARCH_PLACEHOLDER = '请输入部门名称';
export const UNLINK_USER_CONFIRM = '确定取消与选中部门关联吗?';
export const UNLINK_USERS_CONFIRM = '是否取消用户与选中部门的关联?';
export const USERS_UNLINKED = '删除用户与选中部门关系成功！';
export const NO_DEPART_PERMISSION = '无可配置部门权限!';

// 用户管理, 在线用户 (issue 5 users area; JeecgBoot UserList, PasswordModal, online user list).
export const USER_FREEZE_CONFIRM = '确定冻结吗?';
export const USER_UNFREEZE_CONFIRM = '确定解冻吗?';
export const USERS_FREEZE_CONFIRM = '是否冻结选中账号?';
export const USERS_UNFREEZE_CONFIRM = '是否解冻选中账号?';
export const ADMIN_ACCOUNT_PROTECTED = '管理员账号不允许此操作！';
export const PASSWORD_RESET_TITLE = '重新设定密码';
export const forceLogoutConfirm = (username: string): string => `强制退出用户”${username}“？`;

// 系统通告 (announcements area; JeecgBoot v3.4.3 SysAnnouncementList / SysAnnouncementModal texts).
export const ANNOUNCEMENT_RELEASE_CONFIRM = '确定发布吗?';
export const ANNOUNCEMENT_REVOKE_CONFIRM = '确定撤销吗?';
export const ANNOUNCEMENT_RECIPIENTS_REQUIRED = '指定用户不能为空！';
export const ANNOUNCEMENT_END_BEFORE_START = '结束时间需大于开始时间';

// 编码校验规则, 填值规则, 多数据源管理, 网关路由 (issue 5 rules, data sources and routes; JeecgBoot
// SysCheckRuleModal, SysFillRuleList/Modal, SysDataSourceModal texts; the rule-list wording ours).
export const RULE_JSON_NOT_ARRAY = '规则须为JSON数组，每项含 digits、pattern、message';
export const ruleDigitsInvalid = (index: number): string => `第${index}条规则：位数须为正整数或 *`;
export const rulePatternInvalid = (index: number): string =>
  `第${index}条规则：请输入正确的正则表达式`;
export const ruleMessageMissing = (index: number): string => `第${index}条规则：提示文本不能为空`;
export const CHECK_RULE_PASSED = '通过';
export const FILL_RULE_TEST_TITLE = '填值规则功能测试';
export const FILL_RULE_GENERATING = '生成中...';
export const fillRuleResult = (value: string): string => `生成结果：${value}`;
export const JSON_OBJECT_ONLY = '只能传递JSON对象，不能传递JSON数组';
export const JSON_TEXT_REQUIRED = '请输入JSON字符串';
export const DATA_SOURCE_CODE_INVALID = '编码必须以字母开头，可包含数字、下划线、横杠';
export const CONNECTING = '连接中……';
export const CONNECTION_SUCCEEDED = '连接成功';
export const CONNECTION_FAILED = '连接失败';
export const ROUTE_JSON_INVALID = '请输入JSON数组，每项形如 {"name": "Path", "args": ["/sys/**"]}';

// Monitoring pages (issue 5 系统监控; spec 2.7). The failure titles are the Vue2 pages' own
// (JeecgBoot v3.4.3 views/modules/monitor); 获取磁盘信息失败 and 获取失败 are ours.
export const REDIS_INFO_FAILED = '获取 Redis 信息失败';
export const DISK_INFO_FAILED = '获取磁盘信息失败';
export const JVM_INFO_FAILED = '获取JVM信息失败';
export const SYSTEM_INFO_FAILED = '获取服务器信息失败';
export const TOMCAT_INFO_FAILED = '获取Tomcat信息失败';
export const HTTP_TRACE_FAILED = '获取HTTP信息失败';
/** The value cell of a metric whose call failed. */
export const METRIC_FAILED = '获取失败';
export const lastUpdated = (time: string): string => `上次更新时间：${time}`;
export const traceTotal = (count: number): string => `共追踪到 ${count} 条近期HTTP请求记录`;

// 我的部门 (issue 5 部门管理 tree; JeecgBoot DepartUserList, the texts its pane shows).
export const MY_DEPART_EMPTY = '您的部门下暂无有效部门信息';
export const MY_DEPART_NOT_HEAD = '普通员工暂此权限';

// Grid cell validation defaults (issue 6; spec 5.3). Used only when a rule has no message; the
// required one is JeecgBoot's own `${title}不能为空`, the others follow its style.
export const GRID_RULE_REQUIRED = '${title}不能为空';
export const GRID_RULE_UNIQUE = '${title}不能重复';
export const GRID_RULE_PATTERN = '${title}格式不正确';
export const GRID_RULE_HANDLER = '${title}校验未通过';

// Editable grid row state (issue 6; spec 4). The insert click guard message is CLICK_TOO_FAST.
export const gridRemoveConfirm = (count: number): string => `确定要删除这 ${count} 项吗?`;
