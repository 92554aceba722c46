/**
 * 系统通告 (spec 3 "Announcement", 7.4 "Announcements"; jeecg-contracts §2.7 /sys/annountCement,
 * §3 SysAnnouncement — the title field really is `titile`). Drafts are edited and released;
 * released ones are revoked; a released one is neither edited nor deleted (JeecgBoot's list).
 */
import type { components } from '../../../src/api/generated/sys';
import {
  ANNOUNCEMENT_END_BEFORE_START,
  ANNOUNCEMENT_RECIPIENTS_REQUIRED,
  ANNOUNCEMENT_RELEASE_CONFIRM,
  ANNOUNCEMENT_REVOKE_CONFIRM,
} from '../../../src/lib/messages';
import { AnnouncementModal } from '../../../src/shell/notices/AnnouncementModal';
import { PriorityTag } from '../../../src/shell/notices/PriorityTag';
import type { ListDeclaration } from '../../kit';
import { releaseAnnouncement, revokeAnnouncement } from './announcementApi';
import { ContentEditor } from './ContentEditor';
import { endsAfterStart } from './formRules';
import { RecipientsPicker } from './RecipientsPicker';
import { announcementResource } from './resource';

export type AnnouncementRecord = components['schemas']['SysAnnouncementRecord'];

/** Dictionaries of the login's sysAllDictItems (spec 3). */
export const ANNOUNCEMENT_DICTS = {
  msgCategory: 'msg_category',
  priority: 'priority',
  msgType: 'msg_type',
  sendStatus: 'send_status',
} as const;

/** sendStatus (dict send_status): 0 未发布, 1 已发布, 2 已撤销. */
export const SEND_STATUS = { draft: '0', released: '1', revoked: '2' } as const;
const TO_USERS = 'USER';

export const ANNOUNCEMENT_PERMISSIONS = {
  add: 'notice:add',
  edit: 'notice:edit',
  delete: 'notice:delete',
  batchDelete: 'notice:batch_delete',
  export: 'notice:export',
  import: 'notice:import',
} as const;
export const ANNOUNCEMENT_RELEASE_CODE = 'notice:release';
export const ANNOUNCEMENT_REVOKE_CODE = 'notice:revoke';

/** spec 3 openType: 'url' opens openPage from the detail modal (去处理). */
const OPEN_TYPES = [
  { value: 'url', label: '链接' },
  { value: 'component', label: '组件' },
] as const;

/** spec 9 gives no width; JeecgBoot's announcement form is 900 wide. */
const FORM_WIDTH = 900;

export const announcementDeclaration: ListDeclaration<AnnouncementRecord> = {
  resource: announcementResource,
  title: '系统通告',
  columns: [
    { field: 'titile', title: '标题', ellipsis: true },
    { field: 'msgCategory', title: '消息类型', dictText: true, width: 100 },
    { field: 'sender', title: '发布人', width: 100 },
    {
      field: 'priority',
      title: '优先级',
      width: 100,
      render: (record) => <PriorityTag priority={record.priority} />,
    },
    { field: 'msgType', title: '通告对象', dictText: true, width: 100 },
    { field: 'sendStatus', title: '发布状态', dictText: true, width: 100 },
    { field: 'sendTime', title: '发布时间', sortable: true, width: 170 },
    { field: 'cancelTime', title: '撤销时间', width: 170 },
  ],
  search: [
    { kind: 'text', field: 'titile', label: '标题' },
    {
      kind: 'dict',
      field: 'msgCategory',
      label: '消息类型',
      dictCode: ANNOUNCEMENT_DICTS.msgCategory,
    },
    {
      kind: 'dict',
      field: 'sendStatus',
      label: '发布状态',
      dictCode: ANNOUNCEMENT_DICTS.sendStatus,
    },
  ],
  form: {
    container: 'drawer',
    width: FORM_WIDTH,
    // JeecgBoot's defaults for a new announcement.
    initialValues: { msgCategory: '1', msgType: 'ALL', priority: 'H' },
    fields: [
      { kind: 'text', field: 'titile', label: '标题', required: true },
      {
        kind: 'dict',
        field: 'msgCategory',
        label: '消息类型',
        dictCode: ANNOUNCEMENT_DICTS.msgCategory,
        required: true,
      },
      { kind: 'textarea', field: 'msgAbstract', label: '摘要', required: true },
      { kind: 'datetime', field: 'startTime', label: '开始时间' },
      {
        kind: 'datetime',
        field: 'endTime',
        label: '结束时间',
        required: true,
        dependencies: ['startTime'],
        rules: ({ valueOf }) => [
          {
            validator: async (_rule, end) => {
              if (!endsAfterStart(valueOf?.('startTime'), end)) {
                throw new Error(ANNOUNCEMENT_END_BEFORE_START);
              }
            },
          },
        ],
      },
      {
        kind: 'dict',
        field: 'priority',
        label: '优先级',
        dictCode: ANNOUNCEMENT_DICTS.priority,
        required: true,
      },
      {
        kind: 'dict',
        field: 'msgType',
        label: '通告对象',
        dictCode: ANNOUNCEMENT_DICTS.msgType,
        required: true,
      },
      {
        kind: 'widget',
        field: 'userIds',
        label: '指定用户',
        visibleWhen: (values) => values.msgType === TO_USERS,
        rules: [{ required: true, message: ANNOUNCEMENT_RECIPIENTS_REQUIRED }],
        widget: () => <RecipientsPicker placeholder="请选择指定用户" />,
      },
      { kind: 'select', field: 'openType', label: '打开方式', options: OPEN_TYPES },
      {
        kind: 'text',
        field: 'openPage',
        label: '打开页面',
        visibleWhen: (values) => Boolean(values.openType),
      },
      {
        kind: 'widget',
        field: 'msgContent',
        label: '内容',
        widget: () => <ContentEditor />,
      },
    ],
  },
  // 查看 shows the sanitised content instead.
  show: false,
  canEdit: (record) => record.sendStatus === SEND_STATUS.draft,
  canDelete: (record) => record.sendStatus !== SEND_STATUS.released,
  exportFileName: '系统通告',
  permissions: ANNOUNCEMENT_PERMISSIONS,
  rowActions: [
    {
      key: 'release',
      label: '发布',
      code: ANNOUNCEMENT_RELEASE_CODE,
      confirm: ANNOUNCEMENT_RELEASE_CONFIRM,
      visible: (record) => record.sendStatus === SEND_STATUS.draft,
      run: (record) => releaseAnnouncement(record.id),
    },
    {
      key: 'revoke',
      label: '撤销',
      code: ANNOUNCEMENT_REVOKE_CODE,
      confirm: ANNOUNCEMENT_REVOKE_CONFIRM,
      visible: (record) => record.sendStatus === SEND_STATUS.released,
      run: (record) => revokeAnnouncement(record.id),
    },
    {
      key: 'view',
      label: '查看',
      dialog: ({ record, onClose }) => (
        <AnnouncementModal announcement={record} onClose={onClose} />
      ),
    },
  ],
};
