/**
 * 定时任务 (spec 2.7 quartz jobs, 4 cron editor, 2.10; jeecg-contracts §2.9 /sys/quartzJob, §3
 * QuartzJob, §7.1). A job runs while its status is 0 and is stopped at -1; 启动 / 停止 switch it,
 * 立即执行 runs it once now.
 */
import type { components } from '../../../src/api/generated/sys';
import { CronInput, cronExpressionRule } from '../../../src/components/CronInput';
import { DEFAULT_CRON } from '../../../src/lib/cron/model';
import { CRON_EMPTY } from '../../../src/lib/messages';
import type { ListDeclaration } from '../../kit';
import { quartzJobApi, type QuartzJobApi } from './quartzJobApi';
import { QuartzStatusRadio } from './QuartzStatusRadio';
import { QUARTZ_RUNNING, QUARTZ_STATUS_DICT, QUARTZ_STOPPED } from './quartzStatus';
import { quartzJobResource } from './resource';

export type QuartzJobRecord = components['schemas']['QuartzJobRecord'];

/** Button codes, `<resource>:<action>` like the rest of the server's button list (spec 6). */
export const QUARTZ_PERMISSIONS = {
  add: 'quartz:add',
  edit: 'quartz:edit',
  delete: 'quartz:delete',
  batchDelete: 'quartz:batch_delete',
  export: 'quartz:export',
  import: 'quartz:import',
} as const;

export const QUARTZ_ACTION_CODES = {
  pause: 'quartz:pause',
  resume: 'quartz:resume',
  execute: 'quartz:execute',
} as const;

export function quartzJobDeclaration(api: QuartzJobApi): ListDeclaration<QuartzJobRecord> {
  return {
    resource: quartzJobResource,
    title: '定时任务',
    columns: [
      { field: 'jobClassName', title: '任务类名', sortable: true },
      { field: 'cronExpression', title: 'Cron表达式', width: 160 },
      { field: 'parameter', title: '参数', width: 150, ellipsis: true },
      { field: 'description', title: '描述', width: 250, ellipsis: true },
      { field: 'status', title: '状态', dictText: true, width: 90, align: 'center' },
    ],
    search: [
      { kind: 'text', field: 'jobClassName', label: '任务类名' },
      { kind: 'dict', field: 'status', label: '任务状态', dictCode: QUARTZ_STATUS_DICT },
    ],
    form: {
      // JeecgBoot starts a new job every second and running (spec 9 default cron).
      initialValues: { cronExpression: DEFAULT_CRON, status: QUARTZ_RUNNING },
      fields: [
        { kind: 'text', field: 'jobClassName', label: '任务类名', required: true },
        {
          kind: 'widget',
          field: 'cronExpression',
          label: 'Cron表达式',
          rules: [{ required: true, message: CRON_EMPTY }, cronExpressionRule],
          // The form item shows the rule's reason; the input need not repeat it.
          widget: () => <CronInput width="100%" showError={false} />,
        },
        { kind: 'textarea', field: 'parameter', label: '参数' },
        { kind: 'textarea', field: 'description', label: '描述' },
        { kind: 'widget', field: 'status', label: '状态', widget: () => <QuartzStatusRadio /> },
      ],
    },
    exportFileName: '定时任务信息',
    permissions: QUARTZ_PERMISSIONS,
    rowActions: [
      {
        key: 'resume',
        label: '启动',
        code: QUARTZ_ACTION_CODES.resume,
        visible: (job) => job.status === QUARTZ_STOPPED,
        confirm: '是否启动选中任务?',
        run: (job) => api.resume(job.id),
      },
      {
        key: 'pause',
        label: '停止',
        code: QUARTZ_ACTION_CODES.pause,
        visible: (job) => job.status === QUARTZ_RUNNING,
        confirm: '是否停止选中任务?',
        run: (job) => api.pause(job.id),
      },
      {
        key: 'execute',
        label: '立即执行',
        code: QUARTZ_ACTION_CODES.execute,
        confirm: '是否立即执行任务?',
        run: (job) => api.execute(job.id),
      },
    ],
  };
}

export const quartzDeclaration = quartzJobDeclaration(quartzJobApi);
