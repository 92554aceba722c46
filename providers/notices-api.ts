/**
 * Announcement calls of the notice bell and the 'view more' page (spec 2.6, 2.10, 4, 7.4;
 * jeecg-contracts §2.7). Functions return the result or reject: with the HTTP layer's already
 * presented error for HTTP failures, with a NoticesApiError carrying the server message for a
 * `success: false` reply.
 */
import type { components } from '../src/api/generated/sys';
import { unwrapSys, type Http } from './http';
import { http as appHttp } from './http/instance';
import type { Normalised } from './http/types';

export type Announcement = components['schemas']['SysAnnouncement'];
export type MyNotices = components['schemas']['AnnouncementListByUser'];

/** One row of getMyAnnouncementSend (jeecg-contracts §2.7 AnnouncementSendModel). */
export type AnnouncementSend = components['schemas']['AnnouncementSendModel'];

export interface AnnouncementSendQuery {
  pageNo: number;
  pageSize: number;
  /** Part of the title; the server matches it with LIKE. */
  titile?: string;
  readFlag?: '0' | '1';
}

export interface AnnouncementSendPage {
  records: AnnouncementSend[];
  total: number;
}

export class NoticesApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoticesApiError';
  }
}

// Ours: shown when a failed reply carries no message of its own.
const LOAD_FAILED = '消息加载失败';
const MARK_READ_FAILED = '操作失败';

function resultOf<T>(reply: Normalised<T | null | undefined>, fallback: string): T {
  if (!reply.success || reply.result === null || reply.result === undefined) {
    throw new NoticesApiError(reply.message || fallback);
  }
  return reply.result;
}

export interface NoticesApi {
  /** Unread notices of the signed-in user, both tabs of the bell. */
  listMyNotices(): Promise<MyNotices>;
  /** Marks the announcement read for the signed-in user. */
  markNoticeRead(anntId: string): Promise<void>;
  getNotice(id: string): Promise<Announcement>;
  /** The signed-in user's announcements, read and unread, a page at a time. */
  listMyAnnouncementSends(query: AnnouncementSendQuery): Promise<AnnouncementSendPage>;
}

export function createNoticesApi(http: Pick<Http, 'sys'>): NoticesApi {
  return {
    async listMyNotices() {
      const reply = unwrapSys(await http.sys.GET('/sys/annountCement/listByUser'));
      return resultOf(reply, LOAD_FAILED);
    },

    async markNoticeRead(anntId) {
      const reply = unwrapSys(
        await http.sys.PUT('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { body: { anntId } }),
      );
      if (!reply.success) throw new NoticesApiError(reply.message || MARK_READ_FAILED);
    },

    async getNotice(id) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/annountCement/queryById', { params: { query: { id } } }),
      );
      return resultOf(reply, LOAD_FAILED);
    },

    async listMyAnnouncementSends({ pageNo, pageSize, titile, readFlag }) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/sysAnnouncementSend/getMyAnnouncementSend', {
          params: { query: { pageNo, pageSize, titile: titile || undefined, readFlag } },
        }),
      );
      const page = resultOf(reply, LOAD_FAILED);
      // Backends that serialise Java longs as strings send the total as text.
      return { records: page.records, total: Number(page.total) };
    },
  };
}

const appNoticesApi = createNoticesApi(appHttp);

export const { listMyNotices, markNoticeRead, getNotice, listMyAnnouncementSends } = appNoticesApi;
