/**
 * 定时任务 (spec 2.7, 4 cron editor; jeecg-contracts §2.9): jobs of the backend's known job
 * classes, started (status 0) and stopped (-1), and 立即执行, which runs the job once and leaves
 * its line in 日志管理's 操作日志 (sys_log, log type 2), the console's view of job runs.
 */
import { one, type Queryable } from '../../db/database';
import { Refusal, sysOk } from '../../http/envelope';
import { RecordTable } from '../../http/recordTable';
import type { ContractRouter } from '../../http/router';
import { newId } from '../../http/secrets';
import type { Session } from '../../http/session';
import { jeecgDateTime } from '../../http/time';
import type { components } from '../../../../src/api/generated/sys';
import { saveVersioned } from './versioned';

type QuartzJob = components['schemas']['QuartzJob'];
type SysLog = components['schemas']['SysLog'];

const TABLE = 'sys_quartz_job';
const RUNNING = 0;
const STOPPED = -1;
const OPERATION_LOG = 2;
const JOB_PACKAGE = 'org.jeecg.modules.quartz.job';
const NOT_FOUND = '未找到对应实体';

/** The job classes this backend has (JeecgBoot answers any other class 后台找不到该类名). */
export const JOB_CLASSES: ReadonlySet<string> = new Set(
  [
    'SettlementReportJob',
    'ReconciliationJob',
    'ClearingFileDownloadJob',
    'RiskScanJob',
    'MerchantFeeStatJob',
    'DictCacheRefreshJob',
    'AnnouncementPushJob',
    'AccountBalanceCheckJob',
    'LogArchiveJob',
    'SampleParamJob',
    'SampleJob',
    'AsyncJob',
  ].map((name) => `${JOB_PACKAGE}.${name}`),
);

const CRON_FIELD = /^[0-9A-Z*?/,#-]+$/i;

/** Quartz cron: 6 or 7 fields (second minute hour day month week [year]). */
export function isQuartzCron(expression: string | null | undefined): boolean {
  const fields = (expression ?? '').trim().split(/\s+/);
  return (fields.length === 6 || fields.length === 7) && fields.every((f) => CRON_FIELD.test(f));
}

async function realnameOf(db: Queryable, session: Session): Promise<string | null> {
  const row = await one<{ realname: string | null }>(
    db,
    "SELECT data->>'realname' AS realname FROM sys_user WHERE id = $1",
    [session.userId],
  );
  return row?.realname ?? null;
}

export function quartzJobRoutes(router: ContractRouter): void {
  const { db, now } = router.deps;
  const jobs = new RecordTable<QuartzJob>(db, {
    table: TABLE,
    columns: {
      job_class_name: (record) => record.jobClassName,
      status: (record) => record.status ?? RUNNING,
    },
    dictFields: { status: 'quartz_status' },
    numericFields: ['status'],
    readOnlyFields: ['delFlag'],
    now,
  });
  const existing = async (id: string | undefined): Promise<QuartzJob> => {
    const job = id ? await jobs.find(id) : undefined;
    if (!job) throw new Refusal(NOT_FOUND);
    return job;
  };
  const checkJob = (job: { jobClassName?: string | null; cronExpression?: string | null }) => {
    const className = (job.jobClassName ?? '').trim();
    if (!JOB_CLASSES.has(className)) throw new Refusal(`后台找不到该类名：${className}`);
    return isQuartzCron(job.cronExpression);
  };

  router.on('get', '/sys/quartzJob/list', async ({ query }) => sysOk(await jobs.page(query), ''));
  router.on('get', '/sys/quartzJob/queryById', async ({ query }) =>
    sysOk(await existing(query.id), ''),
  );
  router.on('post', '/sys/quartzJob/add', async ({ body, session }) => {
    if (!checkJob(body)) throw new Refusal('创建定时任务失败');
    await saveVersioned(db, TABLE, { session, now }, (tx) =>
      jobs.add(
        body,
        session,
        {
          jobClassName: body.jobClassName?.trim(),
          parameter: body.parameter ?? null,
          description: body.description ?? null,
          status: body.status === STOPPED ? STOPPED : RUNNING,
          delFlag: 0,
        },
        tx,
      ),
    );
    return sysOk(null, '创建定时任务成功');
  });
  router.on('put', '/sys/quartzJob/edit', async ({ body, session }) => {
    const current = await existing(body.id);
    if (!checkJob({ ...current, ...body })) throw new Refusal('更新定时任务失败!');
    await saveVersioned(db, TABLE, { session, now }, (tx) => jobs.edit(body, session, {}, tx));
    return sysOk(null, '更新定时任务成功!');
  });
  router.on('delete', '/sys/quartzJob/delete', async ({ query }) => {
    await existing(query.id);
    await jobs.remove(query.id);
    return sysOk(null, '删除成功!');
  });
  router.on('delete', '/sys/quartzJob/deleteBatch', async ({ query }) => {
    await jobs.remove(query.ids);
    return sysOk(null, '删除定时任务成功!');
  });

  const setStatus = async (id: string | undefined, status: number, session: Session) => {
    await existing(id);
    await saveVersioned(db, TABLE, { session, now }, (tx) =>
      jobs.edit({ id, status }, session, {}, tx),
    );
  };
  router.on('get', '/sys/quartzJob/pause', async ({ query, session }) => {
    await setStatus(query.id, STOPPED, session);
    return sysOk(null, '停止定时任务成功');
  });
  router.on('get', '/sys/quartzJob/resume', async ({ query, session }) => {
    await setStatus(query.id, RUNNING, session);
    return sysOk(null, '启动定时任务成功');
  });

  router.on('get', '/sys/quartzJob/execute', async ({ query, session }) => {
    const job = await existing(query.id);
    const started = now();
    const id = newId();
    const finished = now();
    const line: SysLog = {
      id,
      logType: OPERATION_LOG,
      logContent: `定时任务【${job.description ?? job.jobClassName}】立即执行成功`,
      operateType: null,
      userid: session.username,
      username: await realnameOf(db, session),
      ip: null,
      method: `${job.jobClassName}.execute()`,
      requestUrl: '/sys/quartzJob/execute',
      requestParam: JSON.stringify({ id: job.id, parameter: job.parameter ?? null }),
      requestType: 'GET',
      costTime: finished.getTime() - started.getTime(),
      createBy: session.username,
      createTime: jeecgDateTime(finished),
      updateBy: null,
      updateTime: null,
    };
    await db.query(
      'INSERT INTO sys_log (id, log_type, data, create_time) VALUES ($1, $2, $3, $4)',
      [id, OPERATION_LOG, line, finished],
    );
    return sysOk(null, '执行成功!');
  });
}
