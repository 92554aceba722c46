/**
 * 发布 / 撤销 of an announcement (spec 7.4; jeecg-contracts §2.7 doReleaseData, doReovkeData — both
 * spellings are the server's). HTTP failures reject, already shown by the HTTP layer.
 */
import { unwrapSys, type Normalised } from '../../../providers/http';
import { http } from '../../../providers/http/instance';
import type { ActionOutcome } from '../../kit';

const outcomeOf = (reply: Normalised<unknown>): ActionOutcome =>
  reply.success ? { ok: true, message: reply.message } : { ok: false, message: reply.message };

/** sendStatus → 1; the server notifies the recipients (该系统通知发布成功). */
export async function releaseAnnouncement(id: string): Promise<ActionOutcome> {
  return outcomeOf(
    unwrapSys(
      await http.sys.GET('/sys/annountCement/doReleaseData', { params: { query: { id } } }),
    ),
  );
}

/** sendStatus → 2 (该系统通知撤销成功). */
export async function revokeAnnouncement(id: string): Promise<ActionOutcome> {
  return outcomeOf(
    unwrapSys(await http.sys.GET('/sys/annountCement/doReovkeData', { params: { query: { id } } })),
  );
}
