/** A job's status (jeecg-contracts §3 QuartzJob, dictionary quartz_status): 0 正常, -1 停止. */
export const QUARTZ_STATUS_DICT = 'quartz_status';
export const QUARTZ_RUNNING = 0;
export const QUARTZ_STOPPED = -1;
