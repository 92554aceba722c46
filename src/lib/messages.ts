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

// Pickers (spec 2.10, 9; pickers area).
/** spec 9: the empty text of grids and pickers. */
export const EMPTY_TEXT = '暂无数据';
