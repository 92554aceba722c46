/**
 * The editor's automatic rules of spec 4, applied when the user changes one part in the wizard.
 * Each rule fires when its trigger part has just been set (by the user or by another rule), so
 * setting a day gives `0 0 0 15 * ? *` from the default, as in JeecgBoot's editor.
 */
import { buildCronField } from './build';
import { CRON_BOUNDS, type CronField, type CronPart, type CronState } from './model';

/** A part is set when it names values: neither every ('*') nor not set ('?'). */
export function isPartSet(field: CronField): boolean {
  return field.mode !== 'every' && field.mode !== 'unset';
}

const setTo = (field: CronField, value: number): CronField => ({
  ...field,
  mode: 'specify',
  specific: [value],
});

/** The first value a specified list starts with when the user picks that mode. */
function seedValue(part: CronPart, field: CronField): number {
  return part === 'year' ? field.rangeStart : CRON_BOUNDS[part].min;
}

export function updateCronPart(state: CronState, part: CronPart, edited: CronField): CronState {
  // A specified list is never empty: it starts with one value and keeps its last one.
  const field =
    edited.mode === 'specify' && edited.specific.length === 0
      ? {
          ...edited,
          specific:
            state[part].specific.length > 0 ? state[part].specific : [seedValue(part, edited)],
        }
      : edited;
  const next: CronState = { ...state, [part]: field };
  if (buildCronField(part, field) === buildCronField(part, state[part])) return next;

  const changed = new Set<CronPart>([part]);
  const setIfEvery = (target: CronPart, value: number) => {
    if (next[target].mode !== 'every') return;
    next[target] = setTo(next[target], value);
    changed.add(target);
  };

  // spec 4: day and week are mutually exclusive ('?' in one). Clearing both would leave Quartz
  // nothing to go by, so clearing one while the other is '?' makes the other every ('*').
  const other: CronPart | null = part === 'day' ? 'week' : part === 'week' ? 'day' : null;
  if (other) {
    if (field.mode !== 'unset' && next[other].mode !== 'unset') {
      next[other] = { ...next[other], mode: 'unset' };
    } else if (field.mode === 'unset' && next[other].mode === 'unset') {
      next[other] = { ...next[other], mode: 'every' };
    }
  }
  // spec 4: setting the year while month is '*' sets month to '1'.
  if (changed.has('year') && isPartSet(next.year)) setIfEvery('month', 1);
  // spec 4: a set day or week while hour is '*' sets hour to '0'.
  if (
    (changed.has('day') && isPartSet(next.day)) ||
    (changed.has('week') && isPartSet(next.week))
  ) {
    setIfEvery('hour', 0);
  }
  // spec 4: hour set while minute is '*' → minute '0'; minute set while second is '*' → second '0'.
  if (changed.has('hour') && isPartSet(next.hour)) setIfEvery('minute', 0);
  if (changed.has('minute') && isPartSet(next.minute)) setIfEvery('second', 0);
  return next;
}
