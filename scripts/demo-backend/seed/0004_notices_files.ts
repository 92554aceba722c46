/**
 * Announcements with their read marks, and stored files (migration 0004): the contract's named
 * examples (通告管理's list, the bell, the 'view more' page, 文件存储) plus volume, deterministic.
 * Read marks exist for everyone each published announcement was for, as publishing makes them.
 */
import type { Transaction } from '@electric-sql/pglite';
import { jeecgDateTime } from '../http/time';
import { extensionOf, contentTypeOf } from '../routes/notices/fileStore';
import { placeholderFor, placeholderPng } from '../routes/notices/placeholderFiles';
import { replyExample } from './contractExamples';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { SeededRandom } from './random';

type Row = Record<string, unknown>;
interface Envelope<T> {
  result: T;
}

const SEED = 20261204;
const VOLUME_ANNOUNCEMENTS = 40;
const VOLUME_FILES = 24;
const ROWS_PER_STATEMENT = 500;

async function insert(tx: Transaction, sql: string, rows: unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const params: unknown[] = [];
    const values = chunk.map(
      (row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`,
    );
    await tx.query(`${sql} VALUES ${values.join(', ')}`, params);
  }
}

const withoutLabels = (record: Row): Row =>
  Object.fromEntries(
    Object.entries(record).filter(([key]) => !key.endsWith('_dictText') && key !== 'readFlag'),
  );

const TOPICS = [
  ['关于调整商户结算时间的通知', '商户T+1结算时间调整为次日10:00前完成。'],
  ['支付渠道例行维护公告', '网联渠道将于本周六凌晨进行例行维护，期间交易可能短暂失败。'],
  ['关于开展反洗钱专项检查的通知', '请各部门配合完成客户身份资料的复核与补录。'],
  ['客服热线服务时间调整', '客服热线服务时间调整为每日8:00至22:00。'],
  ['新版风控规则上线提醒', '新版交易风控规则已上线，请关注规则命中情况。'],
  ['运营周报', '本周交易量、成功率与差错处理情况汇总见附件。'],
  ['关于加强客户身份识别的通知', '请在新客户进件时完成法人身份核验。'],
  ['对账差错处理提醒', '昨日日终对账发现差错，请在差错处理页面尽快处理。'],
  ['系统升级维护公告', '系统将于周日凌晨升级，期间商户后台暂停访问。'],
  ['银联渠道手续费调整公告', '银联渠道手续费自下月起调整，详情见正文。'],
] as const;

interface Announcement extends Row {
  id: string;
  msgType: string;
  sendStatus: string;
  sendTime: string | null;
  userIds: string | null;
}

function volumeAnnouncement(
  random: SeededRandom,
  n: number,
  sentAt: Date,
  userIds: readonly string[],
): Announcement {
  const [title, text] = TOPICS[n % TOPICS.length]!;
  const roll = random.next();
  const sendStatus = roll < 0.15 ? '0' : roll < 0.25 ? '2' : '1';
  const systemMessage = random.next() < 0.2;
  const recipients = systemMessage
    ? [...new Set(Array.from({ length: random.int(2, 6) }, () => random.pick(userIds)))]
    : [];
  const day = (offset: number, hour: number) =>
    jeecgDateTime(new Date(sentAt.getTime() + offset * 86_400_000 + (hour - 9) * 3_600_000));
  return {
    id: `17680000006${String(n).padStart(8, '0')}`,
    titile: `${title}（${sentAt.getMonth() + 1}月第${Math.ceil(sentAt.getDate() / 7)}期）`,
    msgContent: `<p>${text}</p>`,
    startTime: day(0, 8),
    endTime: day(30, 23),
    sender: sendStatus === '0' ? null : 'admin',
    priority: random.pick(['L', 'M', 'H']),
    msgCategory: systemMessage ? '2' : '1',
    msgType: systemMessage ? 'USER' : 'ALL',
    sendStatus,
    sendTime: sendStatus === '0' ? null : day(0, 9),
    cancelTime: sendStatus === '2' ? day(1, 10) : null,
    delFlag: '0',
    createBy: 'admin',
    createTime: day(0, 8.5),
    updateBy: null,
    updateTime: null,
    userIds: systemMessage ? `${recipients.join(',')},` : null,
    busType: null,
    busId: null,
    openType: null,
    openPage: null,
    msgAbstract: title,
    dtTaskId: null,
  };
}

export default async function seedNoticesAndFiles(tx: Transaction, now: Date): Promise<void> {
  const random = new SeededRandom(SEED);
  const users = (
    await tx.query<{ id: string; username: string; realname: string }>(
      `SELECT id, username, data->>'realname' AS realname FROM sys_user WHERE del_flag = 0
        ORDER BY create_time, id`,
    )
  ).rows;
  const userIds = users.map((u) => u.id);
  const admin = users.find((u) => u.username === 'admin')!;

  // The contract's announcements: 通告管理's first page, the bell's, the 'view more' page's.
  const listed = replyExample<Envelope<{ records: Row[] }>>('sys', 'sysAnnouncementList', 'success')
    .result.records;
  const bell = replyExample<Envelope<{ anntMsgList: Row[]; sysMsgList: Row[] }>>(
    'sys',
    'sysAnnouncementListByUser',
    'success',
  ).result;
  const mine = replyExample<Envelope<{ records: Row[] }>>(
    'sys',
    'sysAnnouncementSendGetMyAnnouncementSend',
    'success',
  ).result.records;
  const announcements = new Map<string, Announcement>();
  for (const record of [...listed, ...bell.anntMsgList, ...bell.sysMsgList]) {
    if (!announcements.has(record.id as string)) {
      announcements.set(record.id as string, withoutLabels(record) as Announcement);
    }
  }
  const adminReadFlags = new Map<string, { sendId: string; read: boolean }>();
  for (const send of mine) {
    const sendTime = send.sendTime as string;
    const created = new Date(sendTime.replace(' ', 'T'));
    created.setMinutes(created.getMinutes() - 30);
    announcements.set(send.anntId as string, {
      id: send.anntId as string,
      titile: send.titile,
      msgContent: send.msgContent,
      startTime: `${sendTime.slice(0, 10)} 08:00:00`,
      endTime: null,
      sender: send.sender,
      priority: send.priority,
      msgCategory: send.msgCategory,
      msgType: 'ALL',
      sendStatus: '1',
      sendTime,
      cancelTime: null,
      delFlag: '0',
      createBy: 'admin',
      createTime: jeecgDateTime(created),
      updateBy: null,
      updateTime: null,
      userIds: null,
      busType: send.busType,
      busId: send.busId,
      openType: send.openType,
      openPage: send.openPage,
      msgAbstract: send.msgAbstract,
      dtTaskId: null,
    });
    adminReadFlags.set(send.anntId as string, {
      sendId: send.id as string,
      read: send.readFlag === '1',
    });
  }
  // The bell example's unread ones stay unread for admin.
  const adminUnread = new Set([...bell.anntMsgList, ...bell.sysMsgList].map((r) => r.id as string));

  // Volume: weekly announcements from April to November 2026.
  for (let n = 0; n < VOLUME_ANNOUNCEMENTS; n += 1) {
    const sentAt = new Date(2026, 3, 2 + n * 6, 9, 0, 0);
    const annt = volumeAnnouncement(random, n, sentAt, userIds);
    announcements.set(annt.id, annt);
  }
  const rows = [...announcements.values()];
  await insert(
    tx,
    'INSERT INTO sys_announcement (id, data, create_time)',
    rows.map((a) => [a.id, a, new Date(String(a.createTime).replace(' ', 'T'))]),
  );

  // Read marks of everything that was published (revoked ones included: they had been sent), for
  // the people the demo is used as: the demo accounts and the contract's users. Every other user
  // gets the marks of all-user announcements at their first bell (readMarks.ts, as JeecgBoot's
  // listByUser does); 200 users' marks would cost the first start a second. Whether a mark is
  // read is decided by a hash of the pair (deterministic): most of the old ones, few of the new.
  const seededAudience = [
    ...DEMO_ACCOUNTS.map((account) => account.username),
    ...replyExample<Envelope<{ records: Row[] }>>(
      'sys',
      'sysUserList',
      'success',
    ).result.records.map((user) => user.username as string),
  ];
  await tx.query(
    `INSERT INTO sys_announcement_send (id, annt_id, user_id, read_flag, read_time, create_time)
     SELECT md5(a.id || ':' || u.id), a.id, u.id, m.read,
            CASE WHEN m.read = 1 THEN a.create_time + interval '1 hour' END,
            a.create_time + interval '30 minutes'
       FROM sys_announcement a
       JOIN sys_user u ON u.del_flag = 0 AND (a.data->>'msgType' = 'USER'
            AND u.id = ANY(string_to_array(a.data->>'userIds', ','))
            OR a.data->>'msgType' <> 'USER' AND u.username = ANY($2::text[]))
      CROSS JOIN LATERAL (SELECT CASE WHEN get_byte(decode(md5(a.id || u.id), 'hex'), 0) * 100 / 256
            < CASE WHEN a.create_time < $1 THEN 80 ELSE 30 END THEN 1 ELSE 0 END AS read) m
      WHERE a.data->>'sendStatus' <> '0'`,
    [new Date(now.getTime() - 14 * 86_400_000), seededAudience],
  );
  // admin's marks as the contract's bell and 'view more' examples show them.
  for (const [anntId, { sendId, read }] of adminReadFlags) {
    await tx.query(
      `UPDATE sys_announcement_send SET id = $3, read_flag = $4::smallint,
              read_time = CASE WHEN $4::smallint = 1 THEN create_time END
        WHERE annt_id = $1 AND user_id = $2`,
      [anntId, admin.id, sendId, read ? 1 : 0],
    );
  }
  await tx.query(
    `UPDATE sys_announcement_send SET read_flag = 0, read_time = NULL
      WHERE user_id = $1 AND annt_id = ANY($2::text[])`,
    [admin.id, [...adminUnread]],
  );

  // Stored files: 文件存储's examples, the files seeded records point at, and volume.
  const files: unknown[][] = [];
  const addFile = (file: Row, listed: boolean) => {
    const fileName = file.fileName as string;
    const content =
      extensionOf(fileName) === 'png' && String(file.filePath).includes('avatar_')
        ? placeholderPng([random.int(20, 120), random.int(80, 160), random.int(150, 220)])
        : placeholderFor(fileName, extensionOf(fileName));
    const data: Row = {
      ...file,
      fileType: extensionOf(fileName),
      contentType: contentTypeOf(fileName).replace(/;.*$/, ''),
      fileSize: content.length,
    };
    files.push([
      data.fileId,
      data.filePath,
      listed,
      content,
      data,
      new Date(String(data.uploadTime).replace(' ', 'T')),
    ]);
  };
  const examples = replyExample<{ body: { listData: Row[] } }>('cap', 'capFileInquiry', 'success')
    .body.listData;
  for (const example of examples) addFile(example, true);

  const referenced = new Set<string>();
  const avatars = await tx.query<{ avatar: string; username: string; realname: string }>(
    `SELECT data->>'avatar' AS avatar, username, data->>'realname' AS realname FROM sys_user
      WHERE coalesce(data->>'avatar', '') <> '' AND data->>'avatar' NOT LIKE 'http%'`,
  );
  const sysUpload = (filePath: string, uploader: string, uploaderName: string, at: string) => {
    if (referenced.has(filePath)) return;
    referenced.add(filePath);
    addFile(
      {
        fileId: `F${String(9_000_000 + referenced.size).padStart(17, '0')}`,
        fileName: filePath
          .split('/')
          .pop()!
          .replace(/_\d{13}(\.\w+)$/, '$1'),
        filePath,
        uploader,
        uploaderName,
        uploadTime: at,
      },
      false,
    );
  };
  for (const row of avatars.rows) {
    sysUpload(row.avatar, row.username, row.realname, '2026-01-01 09:00:00');
  }
  for (const annt of rows) {
    for (const match of String(annt.msgContent ?? '').matchAll(
      /\/sys\/common\/static\/([^"'?#]+)/g,
    )) {
      sysUpload(decodeURIComponent(match[1]!), 'admin', '系统管理员', String(annt.createTime));
    }
  }

  const kinds = [
    ['营业执照.jpg', 'yyzz'],
    ['法人身份证正面.jpg', 'sfzzm'],
    ['开户许可证.pdf', 'khxkz'],
    ['结算账户证明.pdf', 'jszh'],
    ['商户服务协议.pdf', 'fwxy'],
    ['门头照.png', 'mtz'],
    ['手续费核对表.xlsx', 'sxfhd'],
    ['调账审批单.pdf', 'tzspd'],
  ] as const;
  const uploaders = users.slice(0, 12);
  for (let n = 0; n < VOLUME_FILES; n += 1) {
    const [fileName, short] = kinds[n % kinds.length]!;
    const at = new Date(2026, 9, 1 + n * 2, 9 + (n % 8), (n * 7) % 60, 0);
    const uploader = uploaders[n % uploaders.length]!;
    const bucket = fileName.endsWith('xlsx') || short === 'tzspd' ? 'bill' : 'cus';
    addFile(
      {
        fileId: `F${jeecgDateTime(at).replace(/\D/g, '')}${String(n).padStart(3, '0')}`,
        fileName,
        filePath: `${bucket}/${short}_${at.getTime()}.${extensionOf(fileName)}`,
        uploader: uploader.username,
        uploaderName: uploader.realname,
        uploadTime: jeecgDateTime(at),
      },
      true,
    );
  }
  await insert(
    tx,
    'INSERT INTO demo_stored_file (id, file_path, listed, seed_content, data, create_time)',
    files,
  );
}
