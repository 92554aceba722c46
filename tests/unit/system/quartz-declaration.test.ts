import { describe, expect, it, vi } from 'vitest';
import {
  QUARTZ_ACTION_CODES,
  QUARTZ_PERMISSIONS,
  quartzDeclaration,
  quartzJobDeclaration,
  type QuartzJobRecord,
} from '../../../resources/system/quartz/declaration';
import type { QuartzJobApi } from '../../../resources/system/quartz/quartzJobApi';
import { QUARTZ_STATUS_DICT } from '../../../resources/system/quartz/quartzStatus';
import { DEFAULT_CRON } from '../../../src/lib/cron/model';
import {
  buttonCodes,
  expectCodesGranted,
  expectDeclaredFields,
  expectDictionariesInContract,
  expectInContract,
  expectMenuPage,
  standardCalls,
} from '../kit/declarationChecks';

// The 定时任务 declaration against the contract (openapi/sys.yaml, cap.yaml) and its job
// commands (spec 2.7, 4, 6; jeecg-contracts §2.9 /sys/quartzJob, §3 QuartzJob, §7.1).

const job = (status: number): QuartzJobRecord => ({
  id: 'job-1',
  jobClassName: 'org.jeecg.modules.quartz.job.SampleJob',
  cronExpression: DEFAULT_CRON,
  status,
});

describe('定时任务 declaration', () => {
  it('uses the job paths of the endpoint table and the commands, each in the contract', () => {
    expectInContract([
      ...standardCalls('quartzJob', quartzDeclaration, { excel: ['exportXls', 'importExcel'] }),
      ['/sys/quartzJob/pause', 'get'],
      ['/sys/quartzJob/resume', 'get'],
      ['/sys/quartzJob/execute', 'get'],
    ]);
  });

  it('shows, searches and sends only QuartzJob fields', () => {
    expectDeclaredFields(quartzDeclaration, {
      row: ['QuartzJob', 'QuartzJobRecord'],
      form: 'QuartzJobForm',
    });
    expectDictionariesInContract(QUARTZ_STATUS_DICT);
  });

  it('starts a new job every second and running, and checks the cron as Quartz would', async () => {
    expect(quartzDeclaration.form?.initialValues).toEqual({
      cronExpression: DEFAULT_CRON,
      status: 0,
    });
    const cron = quartzDeclaration.form?.fields.find((field) => field.field === 'cronExpression');
    const rules = typeof cron?.rules === 'function' ? cron.rules({ mode: 'create' }) : cron?.rules;
    expect(rules?.[0]).toMatchObject({ required: true, message: '请输入Cron表达式' });
    const check = rules?.[1]?.validator;
    expect(check).toBeDefined();
    await expect(check?.({}, DEFAULT_CRON)).resolves.toBeUndefined();
    await expect(check?.({}, '0 0 2 * * ? * 1')).rejects.toThrow('Cron表达式最多7项！');
  });

  it('offers 启动 on stopped jobs, 停止 on running ones and 立即执行 on all, each its command', async () => {
    const api: QuartzJobApi = {
      pause: vi.fn(() => Promise.resolve({ ok: true, message: '停止定时任务成功' })),
      resume: vi.fn(() => Promise.resolve({ ok: true, message: '启动定时任务成功' })),
      execute: vi.fn(() => Promise.resolve({ ok: true, message: '执行成功!' })),
    };
    const actions = quartzJobDeclaration(api).rowActions ?? [];
    const offered = (status: number) =>
      actions
        .filter((action) => action.visible?.(job(status)) ?? true)
        .map((action) => action.label);
    expect(offered(-1)).toEqual(['启动', '立即执行']);
    expect(offered(0)).toEqual(['停止', '立即执行']);

    expect(actions.map((action) => [action.key, action.confirm])).toEqual([
      ['resume', '是否启动选中任务?'],
      ['pause', '是否停止选中任务?'],
      ['execute', '是否立即执行任务?'],
    ]);
    for (const action of actions) await action.run?.(job(0));
    expect(api.resume).toHaveBeenCalledWith('job-1');
    expect(api.pause).toHaveBeenCalledWith('job-1');
    expect(api.execute).toHaveBeenCalledWith('job-1');
  });

  it('guards every button with a code the menu example grants and lists', () => {
    expect(quartzDeclaration.permissions).toEqual(QUARTZ_PERMISSIONS);
    expect(quartzDeclaration.rowActions?.map((action) => action.code)).toEqual([
      QUARTZ_ACTION_CODES.resume,
      QUARTZ_ACTION_CODES.pause,
      QUARTZ_ACTION_CODES.execute,
    ]);
    expectCodesGranted([...buttonCodes(quartzDeclaration), ...Object.values(QUARTZ_ACTION_CODES)]);
  });

  it('is the page of the server menu entry system/QuartzJobList', () => {
    expectMenuPage('system/QuartzJobList');
  });
});
