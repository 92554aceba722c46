/**
 * Announcement calls of the notice bell and the 'view more' page (spec 2.6, 2.10, 4, 7.4;
 * jeecg-contracts §2.7). Functions return the result or reject: with the HTTP layer's already
 * presented error for HTTP failures, with a refusal `ApiError` carrying the server message for a
 * `success: false` reply.
 */
import type { components } from '../src/api/generated/sys';
import { NOTICES_LOAD_FAILED, OPERATION_FAILED } from '../src/lib/messages';
import { requiredResultOf, resultOf, unwrapSys, type Http } from './http';
import { http as appHttp } from './http/instance';

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
      return requiredResultOf(reply, NOTICES_LOAD_FAILED);
    },

    async markNoticeRead(anntId) {
      const reply = unwrapSys(
        await http.sys.PUT('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { body: { anntId } }),
      );
      resultOf(reply, OPERATION_FAILED);
    },

    async getNotice(id) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/annountCement/queryById', { params: { query: { id } } }),
      );
      return requiredResultOf(reply, NOTICES_LOAD_FAILED);
    },

    async listMyAnnouncementSends({ pageNo, pageSize, titile, readFlag }) {
      const reply = unwrapSys(
        await http.sys.GET('/sys/sysAnnouncementSend/getMyAnnouncementSend', {
          params: { query: { pageNo, pageSize, titile: titile || undefined, readFlag } },
        }),
      );
      const page = requiredResultOf(reply, NOTICES_LOAD_FAILED);
      // Backends that serialise Java longs as strings send the total as text.
      return { records: page.records, total: Number(page.total) };
    },
  };
}

const appNoticesApi = createNoticesApi(appHttp);

export const { listMyNotices, markNoticeRead, getNotice, listMyAnnouncementSends } = appNoticesApi;
