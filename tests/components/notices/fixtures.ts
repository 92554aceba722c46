/** Announcements as the mock serves them (openapi/sys.yaml examples), trimmed to what is shown. */
import type { Announcement, AnnouncementSend, MyNotices } from '../../../providers/notices-api';

export const URGENT: Announcement = {
  id: '1768000000524288500',
  titile: '关于2026年清明节假期资金清算安排的通知',
  msgContent: '<p>各部门：</p><p>跨行清算顺延至<strong>4月7日</strong>处理。</p>',
  sender: 'admin',
  priority: 'H',
  sendTime: '2026-03-18 09:00:00',
  openType: null,
  openPage: null,
};

export const IMPORTANT: Announcement = {
  id: '1768000000525337077',
  titile: '支付系统V3.6版本升级维护公告',
  msgContent: '<p>定于2026年3月21日进行版本升级。</p>',
  sender: 'admin',
  priority: 'M',
  sendTime: '2026-03-17 09:00:00',
  openType: 'component',
  openPage: '/isystem/user',
};

export const XSS_PROBE: Announcement = {
  id: '1768000000531628539',
  titile: '富文本安全检查测试公告',
  msgContent:
    '<p>本公告用于检查富文本展示时的安全过滤。</p><img src=x onerror=alert(1)><p>如看到弹窗，说明过滤失效，请立即反馈技术部。</p>',
  sender: 'admin',
  priority: 'L',
  sendTime: '2026-03-11 09:00:00',
  openType: null,
  openPage: null,
};

export const RECONCILE_ERRORS: Announcement = {
  id: '1768000000528482808',
  titile: '您有3笔对账差错待处理',
  msgContent: '<p>2026-03-17 日终对账发现 <strong>3</strong> 笔长款差错。</p>',
  sender: 'admin',
  priority: 'H',
  sendTime: '2026-03-14 09:00:00',
  openType: 'url',
  openPage: '/reconcile/errors?date=2026-03-17',
};

export const OFF_SITE: Announcement = {
  ...RECONCILE_ERRORS,
  id: '1768000000599999999',
  titile: '外部链接测试',
  openPage: 'https://evil.example.com/phish',
};

export const MY_NOTICES: MyNotices = {
  anntMsgList: [URGENT, IMPORTANT, XSS_PROBE],
  anntMsgTotal: 6,
  sysMsgList: [RECONCILE_ERRORS],
  sysMsgTotal: 2,
};

export const NOTHING_UNREAD: MyNotices = {
  anntMsgList: [],
  anntMsgTotal: 0,
  sysMsgList: [],
  sysMsgTotal: 0,
};

export function sendOf(announcement: Announcement, readFlag: '0' | '1'): AnnouncementSend {
  return {
    id: `send-${announcement.id}`,
    anntId: announcement.id,
    titile: announcement.titile,
    msgContent: announcement.msgContent,
    sender: announcement.sender,
    priority: announcement.priority,
    readFlag,
    sendTime: announcement.sendTime,
    openType: announcement.openType,
    openPage: announcement.openPage,
  };
}
