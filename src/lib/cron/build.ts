/** Wizard state → Quartz cron expression (always seven fields, as JeecgBoot's editors write it). */
import { CRON_BOUNDS, CRON_PARTS, type CronField, type CronPart, type CronState } from './model';

export function buildCronField(part: CronPart, field: CronField): string {
  switch (field.mode) {
    case 'every':
      return '*';
    case 'unset':
      return '?';
    case 'range':
      return `${field.rangeStart}-${field.rangeEnd}`;
    case 'loop':
      return `${field.loopStart}/${field.loopStep}`;
    case 'specify': {
      const values = [...new Set(field.specific)].sort((a, b) => a - b);
      // The wizard never empties a list (see updateCronPart); an empty one means the first value.
      return values.length > 0 ? values.join(',') : String(CRON_BOUNDS[part].min);
    }
    case 'last':
      return 'L';
    case 'lastWeekday':
      return 'LW';
    case 'lastOffset':
      return `L-${field.lastOffset}${field.lastOffsetWeekday ? 'W' : ''}`;
    case 'nearestWeekday':
      return `${field.nearestDay}W`;
    case 'nth':
      return `${field.nthWeekday}#${field.nthWeek}`;
    case 'lastOfMonth':
      return `${field.lastWeekday}L`;
    case 'custom':
      return field.custom;
  }
}

export function buildCronExpression(state: CronState): string {
  return CRON_PARTS.map((part) => buildCronField(part, state[part])).join(' ');
}
