/** Run times as the preview shows them: DATE_TIME_FORMAT in the console's time zone (spec 9). */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { CRON_TIME_ZONE, DATE_TIME_FORMAT } from '../constants';

dayjs.extend(utc);
dayjs.extend(timezone);

export function formatRunTime(date: Date): string {
  return dayjs(date).tz(CRON_TIME_ZONE).format(DATE_TIME_FORMAT);
}
