/** Business constants and limits of spec 9, with the defaults of spec 2 and 3, in one place. */

export const DAY_MS = 864e5;

// Requests and chunk loading (spec 7.1, 9).
export const REQUEST_TIMEOUT_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Reload delay after a 401 logout (spec 8.1). */
export const RELOAD_DELAY_AFTER_401_MS = 1_500;

// Lifetimes of stored values (spec 9).
export const TOKEN_TTL_MS = 604_800_000;
export const USER_INFO_TTL_MS = TOKEN_TTL_MS;
export const SYSTEM_INFO_TTL_MS = TOKEN_TTL_MS;
export const DICT_CACHE_TTL_MS = TOKEN_TTL_MS;
export const DECRYPTED_ACCESS_TOKEN_TTL_MS = 3_600_000;
export const DECRYPTED_REFRESH_TOKEN_TTL_MS = 86_400_000;

// SMS captcha (spec 9).
export const SMS_CAPTCHA_VALID_MS = 300_000;
export const SMS_RESEND_COUNTDOWN_S = 60;

// Websockets (spec 4, 7.6, 9).
export const GRID_SOCKET_HEARTBEAT_MS = 10_000;
export const GRID_SOCKET_HEARTBEAT_TIMEOUT_MS = 6_000;
export const NOTICE_SOCKET_TIMEOUT_MS = 20_000;
export const SOCKET_RECONNECT_DELAY_MS = 5_000;
export const SOCKET_HEARTBEAT_MESSAGE = 'HeartBeat';
// Spec 9's "scroll-state reset debounce 100 ms" has no constant: it is the old editable table's
// `scrolling` flag (cleared 100 ms after the last scroll), which only switched off the CSS
// animation of its radio, checkbox and progress cells while vxe-table re-rendered rows in place.
// EditableGrid mounts each row that scrolls in with its final state, so there is nothing to switch
// off, and the header's hide-on-scroll reads once per animation frame instead of debouncing.

// Paging (spec 9). Page numbering starts at 1.
export const FIRST_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const GRID_PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const PAGINATION_PAGE_SIZE_OPTIONS = [10, 20, 30] as const;
export const PICKER_PAGE_SIZE = 5;
export const PICKER_PAGE_SIZE_OPTIONS = [5, 10, 20, 30] as const;
export const POPUP_REPORT_PAGE_SIZE = 10;
export const SEARCH_SELECT_PAGE_SIZE = 10;

// Debounces and caches (spec 9).
export const SEARCH_SELECT_DEBOUNCE_MS = 800;
export const DICT_SEARCH_DEBOUNCE_MS = 300;
export const CRON_PREVIEW_DEBOUNCE_MS = 500;
export const CRON_PREVIEW_RUN_COUNT = 10;
export const REPORT_LOOKUP_CACHE_MS = 30_000;
export const GRID_INSERT_CLICK_GUARD_MS = 1_500;

/** Modal and drawer widths in pixels (spec 2.9, 2.10, 9). */
export const MODAL_WIDTH = {
  userModal: 1250,
  positionPicker: 1000,
  multiUserPicker: 1200,
  details: 1200,
  popupReport: 1200,
  popupBizSelect: 900,
  departPicker: 500,
  passwordDialog: 600,
  departmentSwitch: 450,
  decrypt: 500,
  advancedQuery: 1000,
  uploadDialog: 520,
  cronEditor: 800,
  settingsDrawer: 300,
  mobileMenuDrawer: 200,
} as const;
export const UPLOAD_DIALOG_HEIGHT = 200;

/** Announcement priority tags (spec 3, 9). */
export const PRIORITY_TAGS = { L: '一般消息', M: '重要消息', H: '紧急消息' } as const;

// Routes (spec 2.1).
export const HOME_PATH = '/Home';
/** The menu component path of 首页 (the dashboards live in resources/dashboard). */
export const HOME_COMPONENT = 'dashboard/Analysis';
/** Title of the home route (spec 2.1), in breadcrumbs and tabs. */
export const HOME_TITLE = '首页';
export const LOGIN_PATH = '/user/login-admin';

// Branding used when the tenant and system lookups return nothing (spec 1, 2.4, 9).
export const DEFAULT_BRAND_TITLE = '欢迎使用本服务';
export const DEFAULT_COPYRIGHT = '2017-2023';
export const DEFAULT_LOGO = '/logo-kj-big.png';
export const DEFAULT_BACKGROUND = '/background.svg';
export const DEFAULT_TAB_ICON = 'logo-kj.png';

/** Display settings of the settings drawer (spec 2.9), stored under DEFAULT_SETTINGS. */
export interface DisplaySettings {
  primaryColor: string;
  navTheme: 'light' | 'dark';
  layout: 'sidemenu' | 'topmenu';
  contentWidth: 'Fixed' | 'Fluid';
  fixedHeader: boolean;
  fixSiderbar: boolean;
  autoHideHeader: boolean;
  colorWeak: boolean;
  multipage: boolean;
}

/** Theme defaults (spec 3). */
export const DEFAULT_DISPLAY_SETTINGS: Readonly<DisplaySettings> = {
  primaryColor: '#0267B5',
  navTheme: 'light',
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: false,
  fixSiderbar: false,
  autoHideHeader: false,
  colorWeak: false,
  multipage: true,
};

// dayjs formats (spec 9).
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

// Editors (spec 9; issue 4 editors: rich text, markdown, code).
export const RICH_TEXT_EDITOR_HEIGHT = 300;
export const MARKDOWN_EDITOR_HEIGHT = 300;
export const MARKDOWN_EDITOR_MIN_HEIGHT = 200;
export const CODE_EDITOR_HEIGHT = '240px';
export const CODE_EDITOR_TAB_SIZE = 2;
/** The code editor's languages, in the order of spec 9. */
export const CODE_EDITOR_LANGUAGES = [
  'css',
  'javascript',
  'html',
  'java',
  'objective-c',
  'python',
  'r',
  'shell',
  'sql',
  'swift',
  'vue',
  'markdown',
] as const;
export type CodeEditorLanguage = (typeof CODE_EDITOR_LANGUAGES)[number];

// Smaller inputs (issue 4: ellipsis, region picker).
/** spec 9: ellipsis default length 25, 12 in pickers. */
export const ELLIPSIS_LENGTH = 25;
export const PICKER_ELLIPSIS_LENGTH = 12;

// Cron input and editor (issue 4 cron; spec 2.10, 9).
export const CRON_INPUT_WIDTH = 800;
/** The preview's run times are computed and shown in this zone. */
export const CRON_TIME_ZONE = 'Asia/Shanghai';

// Dictionary and tree widgets (issue 4: tree select, category select, tree table).
/** spec 9: tree dropdown max height. */
export const TREE_DROPDOWN_MAX_HEIGHT = 400;
/** spec 4: opening a sub-table is retried up to 3 times, 100 ms apart. */
export const SUBTABLE_OPEN_RETRIES = 3;
export const SUBTABLE_OPEN_RETRY_DELAY_MS = 100;

// Grid validation, cells, toolbar and enhance records (issue 6; spec 3, 5.3, 9).
/** spec 3, 9: table enhance records kept per code. */
export const GRID_ENHANCE_RECORDS_PER_CODE = 16;
/** spec 9: seq column; selection, expand and drag columns (wider with a footer). */
export const GRID_SEQ_COLUMN_WIDTH = 60;
export const GRID_ROW_CONTROL_COLUMN_WIDTH = 40;
export const GRID_ROW_CONTROL_COLUMN_WIDTH_WITH_FOOTER = 60;
/** spec 5.3 minimum widths: date; datetime and user or department pickers. */
export const GRID_DATE_MIN_WIDTH = 135;
export const GRID_DATETIME_MIN_WIDTH = 190;

// Editable grid row state (issue 6; spec 4, 9). The insert click guard is GRID_INSERT_CLICK_GUARD_MS.
/** spec 9: default row key of grid rows. */
export const GRID_ROW_KEY = 'id';
/** spec 4, 9: default add-row setting, and its minimum. */
export const GRID_DEFAULT_ADD_ROWS = 1;

// Editable grid realtime sync (issue 6; spec 4).
/** spec 4: a value replaced by another client's edit fades out over this long. */
export const GRID_RELOAD_EFFECT_MS = 1_400;
