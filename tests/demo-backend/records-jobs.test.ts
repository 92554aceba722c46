// 定时任务 and 租户管理 against the demo backend (issue 34 item 6; jeecg-contracts §2.9): jobs of
// known classes, stop/start, a run leaving its line in 日志管理, and tenants a user belongs to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startBackend, tokenOf, type DemoBackend } from './support';

let backend: DemoBackend;
let token: string;

beforeAll(async () => {
  backend = await startBackend();
  ({ token } = await tokenOf(backend, 'admin', 'Admin@123456'));
});
afterAll(() => backend.close());

const SETTLEMENT_JOB = '1768000000838861600';
const get = async (path: string) => (await call(backend, 'GET', path, { token })).json;

describe('quartz jobs', () => {
  it('lists the jobs with the status label, code 200, filtered by class and status', async () => {
    const page = await get('/sys/quartzJob/list?pageSize=20');
    expect(page).toMatchObject({ success: true, code: 200 });
    expect(page.result.total).toBe(11);
    const stopped = (await get('/sys/quartzJob/list?status=-1')).result.records;
    expect(
      stopped.every((job: { status_dictText: string }) => job.status_dictText === '停止'),
    ).toBe(true);
    expect((await get('/sys/quartzJob/list?jobClassName=*Settlement*')).result.total).toBe(1);
  });

  it('stops and starts a job', async () => {
    const paused = await get(`/sys/quartzJob/pause?id=${SETTLEMENT_JOB}`);
    expect(paused).toMatchObject({ success: true, message: '停止定时任务成功' });
    expect((await get(`/sys/quartzJob/queryById?id=${SETTLEMENT_JOB}`)).result.status).toBe(-1);
    const resumed = await get(`/sys/quartzJob/resume?id=${SETTLEMENT_JOB}`);
    expect(resumed).toMatchObject({ success: true, message: '启动定时任务成功' });
    expect((await get(`/sys/quartzJob/queryById?id=${SETTLEMENT_JOB}`)).result.status).toBe(0);
  });

  it('runs a job once and the run shows in 日志管理 (操作日志)', async () => {
    const before = (await get('/sys/log/list?logType=2&keyWord=立即执行')).result.total;
    const run = await get(`/sys/quartzJob/execute?id=${SETTLEMENT_JOB}`);
    expect(run).toMatchObject({ success: true, message: '执行成功!' });
    const logs = (await get('/sys/log/list?logType=2&keyWord=立即执行')).result;
    expect(logs.total).toBe(before + 1);
    expect(logs.records[0]).toMatchObject({
      logContent: '定时任务【每日凌晨2点生成商户结算报表】立即执行成功',
      userid: 'admin',
      method: 'org.jeecg.modules.quartz.job.SettlementReportJob.execute()',
    });
    expect((await get('/sys/quartzJob/execute?id=nothing')).message).toBe('未找到对应实体');
  });

  it('creates a job of a known class only, with a valid cron, then edits and deletes it', async () => {
    const job = {
      jobClassName: 'org.jeecg.modules.quartz.job.InvoiceSyncJob',
      cronExpression: '0 0 6 * * ? *',
      parameter: 'days=1',
      description: '每日6点同步电子发票状态',
      status: 0,
    };
    const unknown = await call(backend, 'POST', '/sys/quartzJob/add', { token, body: job });
    expect(unknown.json.message).toBe(
      '后台找不到该类名：org.jeecg.modules.quartz.job.InvoiceSyncJob',
    );
    const sample = { ...job, jobClassName: 'org.jeecg.modules.quartz.job.AsyncJob' };
    const badCron = await call(backend, 'POST', '/sys/quartzJob/add', {
      token,
      body: { ...sample, cronExpression: '0 6 * *' },
    });
    expect(badCron.json.message).toBe('创建定时任务失败');
    const created = await call(backend, 'POST', '/sys/quartzJob/add', { token, body: sample });
    expect(created.json).toMatchObject({ success: true, message: '创建定时任务成功' });

    const [added] = (await get('/sys/quartzJob/list?jobClassName=*AsyncJob')).result.records;
    expect(added).toMatchObject({ status: 0, delFlag: 0, createBy: 'admin' });
    const edited = await call(backend, 'PUT', '/sys/quartzJob/edit', {
      token,
      body: { ...sample, id: added.id, cronExpression: 'every day' },
    });
    expect(edited.json.message).toBe('更新定时任务失败!');
    await call(backend, 'PUT', '/sys/quartzJob/edit', {
      token,
      body: { ...sample, id: added.id, description: '异步任务', status: -1 },
    });
    expect((await get(`/sys/quartzJob/queryById?id=${added.id}`)).result).toMatchObject({
      description: '异步任务',
      status: -1,
    });
    const removed = await call(backend, 'DELETE', `/sys/quartzJob/deleteBatch?ids=${added.id}`, {
      token,
    });
    expect(removed.json.message).toBe('删除定时任务成功!');
    expect((await get('/sys/quartzJob/list')).result.total).toBe(11);
  });
});

describe('tenants', () => {
  it('lists with the status label and the date range filters', async () => {
    const page = await get('/sys/tenant/list?pageSize=20');
    expect(page).toMatchObject({ success: true, code: 0 });
    expect(page.result.total).toBe(11);
    expect(page.result.records[0].status_dictText).toBe('正常');
    const later = (await get('/sys/tenant/list?beginDate=2026-01-09 00:00:00')).result;
    expect(
      later.records.map((t: { id: number }) => t.id).sort((a: number, b: number) => a - b),
    ).toEqual([9, 10, 11]);
  });

  it('adds with a client-chosen number, refuses it twice, edits and deletes', async () => {
    const tenant = {
      id: 12,
      name: '常州禾丰农业科技有限公司',
      beginDate: '2026-04-01 00:00:00',
      endDate: '2028-12-31 23:59:59',
      status: 1,
    };
    const added = await call(backend, 'POST', '/sys/tenant/add', { token, body: tenant });
    expect(added.json).toMatchObject({ success: true, message: '添加成功！' });
    const again = await call(backend, 'POST', '/sys/tenant/add', { token, body: tenant });
    expect(again.json).toMatchObject({ success: false, message: '该编号已存在!' });

    await call(backend, 'PUT', '/sys/tenant/edit', { token, body: { ...tenant, status: 0 } });
    const found = await get('/sys/tenant/queryById?id=12');
    expect(found).toMatchObject({ code: 0, result: { id: 12, status: 0, createBy: 'admin' } });

    const removed = await call(backend, 'DELETE', '/sys/tenant/delete?id=12', { token });
    expect(removed.json).toMatchObject({ success: true, message: '删除成功' });
    expect((await get('/sys/tenant/list')).result.total).toBe(11);
  });

  it('keeps a tenant that users belong to', async () => {
    const single = await call(backend, 'DELETE', '/sys/tenant/delete?id=1', { token });
    expect(single.json).toMatchObject({ success: false, message: '该租户已被引用，无法删除！' });
    const all = await call(backend, 'DELETE', '/sys/tenant/deleteBatch?ids=1', { token });
    expect(all.json.message).toBe('选择的租户都已被引用，无法删除！');
    const partial = await call(backend, 'DELETE', '/sys/tenant/deleteBatch?ids=1,7', { token });
    expect(partial.json).toMatchObject({
      success: true,
      message: '部分删除成功！（被引用的租户无法删除）',
    });
    const ids = (await get('/sys/tenant/list?pageSize=20')).result.records.map(
      (t: { id: number }) => t.id,
    );
    expect(ids).toContain(1);
    expect(ids).not.toContain(7);
  });
});
