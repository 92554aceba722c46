/**
 * The visit statistics above the log lists (spec 7.4 Logs; jeecg-contracts §2.9): today's and
 * all-time sign-ins (/sys/loginfo) and sign-ins per day of the last week (/sys/visitInfo). Reads
 * return the result or reject: with the HTTP layer's presented error for HTTP failures, with a
 * refusal `ApiError` carrying the server message for a `success: false` reply.
 */
import type { components } from '../../../src/api/generated/sys';
import { REQUEST_FAILED } from '../../../src/lib/messages';
import { requiredResultOf, resultOf, unwrapSys, type Http } from '../../../providers/http';
import { http as appHttp } from '../../../providers/http/instance';

export type LoginStats = components['schemas']['LoginInfoStat'];
export type VisitDay = components['schemas']['VisitInfo'];

export interface LogStatsApi {
  loginStats(): Promise<LoginStats>;
  /** Days without a sign-in are absent (the server groups the log by day). */
  visitDays(): Promise<VisitDay[]>;
}

export function createLogStatsApi(http: Pick<Http, 'sys'>): LogStatsApi {
  return {
    async loginStats() {
      const reply = unwrapSys(await http.sys.GET('/sys/loginfo'));
      return requiredResultOf(reply, REQUEST_FAILED);
    },
    async visitDays() {
      const reply = unwrapSys(await http.sys.GET('/sys/visitInfo'));
      return resultOf(reply, REQUEST_FAILED) ?? [];
    },
  };
}

export const logStatsApi = createLogStatsApi(appHttp);
