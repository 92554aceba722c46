/**
 * The job commands of 定时任务 beyond the data provider's CRUD (jeecg-contracts §2.9): stop
 * (status -1), start (status 0) and run once, each `GET ?id=` answering the server's message.
 * HTTP failures reject, already shown by the HTTP layer; `success: false` resolves as a failure.
 */
import { unwrapSys, type Http } from '../../../providers/http';
import { http as appHttp } from '../../../providers/http/instance';
import { failed } from '../../../providers/outcome';
import type { ActionOutcome } from '../../kit';

type JobCommandPath = '/sys/quartzJob/pause' | '/sys/quartzJob/resume' | '/sys/quartzJob/execute';

export interface QuartzJobApi {
  pause(id: string): Promise<ActionOutcome>;
  resume(id: string): Promise<ActionOutcome>;
  execute(id: string): Promise<ActionOutcome>;
}

export function createQuartzJobApi(http: Pick<Http, 'sys'>): QuartzJobApi {
  const command = async (path: JobCommandPath, id: string): Promise<ActionOutcome> => {
    const reply = unwrapSys(await http.sys.GET(path, { params: { query: { id } } }));
    return reply.success ? { ok: true, message: reply.message } : failed(reply.message);
  };
  return {
    pause: (id) => command('/sys/quartzJob/pause', id),
    resume: (id) => command('/sys/quartzJob/resume', id),
    execute: (id) => command('/sys/quartzJob/execute', id),
  };
}

export const quartzJobApi = createQuartzJobApi(appHttp);
