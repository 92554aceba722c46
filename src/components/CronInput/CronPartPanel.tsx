import { Checkbox, InputNumber, Radio, Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import {
  CRON_BOUNDS,
  CRON_LAST_OFFSET_MAX,
  CRON_NTH_MAX,
  WEEKDAY_LABELS,
  type CronField,
  type CronMode,
  type CronPart,
} from '../../lib/cron/model';

export interface CronPartPanelProps {
  part: CronPart;
  field: CronField;
  onChange: (field: CronField) => void;
}

const UNITS: Record<CronPart, string> = {
  second: '秒',
  minute: '分钟',
  hour: '小时',
  day: '日',
  month: '月',
  week: '',
  year: '年',
};

const EVERY_LABELS: Record<CronPart, string> = {
  second: '每秒',
  minute: '每分钟',
  hour: '每小时',
  day: '每日',
  month: '每月',
  week: '每周',
  year: '每年',
};

const MODE_LABELS: Record<Exclude<CronMode, 'every'>, string> = {
  unset: '不设置',
  range: '区间',
  loop: '循环',
  specify: '指定',
  last: '最后一天',
  lastWeekday: '最后一个工作日',
  nearestWeekday: '最近工作日',
  lastOffset: '月末前',
  nth: '第几个星期几',
  lastOfMonth: '最后一个星期几',
  custom: '自定义',
};

/** spec 2.10 and 4: every part offers every, range, loop, specify; week offers not set instead of every. */
function offeredModes(part: CronPart): CronMode[] {
  if (part === 'day') {
    return [
      'every',
      'unset',
      'range',
      'loop',
      'specify',
      'last',
      'lastWeekday',
      'nearestWeekday',
      'lastOffset',
    ];
  }
  if (part === 'week') return ['unset', 'range', 'loop', 'specify', 'nth', 'lastOfMonth'];
  return ['every', 'range', 'loop', 'specify'];
}

const WEEKDAY_OPTIONS = Object.entries(WEEKDAY_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/** The wizard of one part: a radio per mode, each with the inputs of that mode beside it. */
export function CronPartPanel({ part, field, onChange }: CronPartPanelProps) {
  const { min, max, stepMax } = CRON_BOUNDS[part];
  const unit = UNITS[part];
  const set = (patch: Partial<CronField>) => onChange({ ...field, ...patch });

  /** An integer input (spec 5.4: integers only) that ignores being cleared. */
  const number = (
    key:
      | 'rangeStart'
      | 'rangeEnd'
      | 'loopStart'
      | 'loopStep'
      | 'nearestDay'
      | 'lastOffset'
      | 'nthWeek',
    label: string,
    lower: number,
    upper: number,
  ) => (
    <InputNumber
      size="small"
      aria-label={label}
      min={lower}
      max={upper}
      precision={0}
      value={field[key]}
      onChange={(value) => {
        // spec 5.4: integers only; a half-typed decimal waits for the rounding on blur.
        if (typeof value === 'number' && Number.isInteger(value)) set({ [key]: value });
      }}
      style={{ width: part === 'year' ? 88 : 64 }}
    />
  );
  const weekday = (
    key: 'rangeStart' | 'rangeEnd' | 'loopStart' | 'nthWeekday' | 'lastWeekday',
    label: string,
  ) => (
    <Select
      size="small"
      aria-label={label}
      options={WEEKDAY_OPTIONS}
      value={field[key]}
      onChange={(value: number) => set({ [key]: value })}
      style={{ width: 80 }}
    />
  );

  const details: Record<CronMode, ReactNode> = {
    every: null,
    unset: <Typography.Text type="secondary">日和周只能设置其中之一</Typography.Text>,
    range:
      part === 'week' ? (
        <>
          从 {weekday('rangeStart', '区间开始')} 至 {weekday('rangeEnd', '区间结束')}
        </>
      ) : (
        <>
          从 {number('rangeStart', '区间开始', min, max)} {unit} 至{' '}
          {number('rangeEnd', '区间结束', Math.max(min, 1), max)} {unit}
        </>
      ),
    loop: (
      <>
        从{' '}
        {part === 'week'
          ? weekday('loopStart', '循环开始')
          : number('loopStart', '循环开始', min, max)}{' '}
        {unit}开始，间隔 {number('loopStep', '循环间隔', 1, stepMax)}{' '}
        {part === 'week' ? '天' : unit}
      </>
    ),
    specify: (
      <SpecificValues part={part} field={field} onChange={(specific) => set({ specific })} />
    ),
    last: '本月最后一天',
    lastWeekday: '本月最后一个工作日',
    nearestWeekday: <>每月 {number('nearestDay', '日期', 1, 31)} 号最近的那个工作日</>,
    lastOffset: (
      <>
        本月最后一天前 {number('lastOffset', '天数', 1, CRON_LAST_OFFSET_MAX)} 天{' '}
        <Checkbox
          checked={field.lastOffsetWeekday}
          onChange={(event) => set({ lastOffsetWeekday: event.target.checked })}
        >
          取最近的工作日
        </Checkbox>
      </>
    ),
    nth: (
      <>
        本月第 {number('nthWeek', '第几个', 1, CRON_NTH_MAX)} 个 {weekday('nthWeekday', '星期几')}
      </>
    ),
    lastOfMonth: <>本月最后一个 {weekday('lastWeekday', '星期几')}</>,
    custom: (
      <Typography.Text>
        <Typography.Text code>{field.custom}</Typography.Text>
        <Typography.Text type="secondary">（可在下方表达式中修改）</Typography.Text>
      </Typography.Text>
    ),
  };

  const modes = offeredModes(part);
  // A typed expression may use a mode the part does not offer (week '*', a custom field).
  if (!modes.includes(field.mode)) modes.push(field.mode);

  return (
    <Radio.Group
      value={field.mode}
      onChange={(event) => set({ mode: event.target.value as CronMode })}
    >
      <Space direction="vertical" size={10}>
        {modes.map((mode) => (
          <Space key={mode} align="start" wrap size={6}>
            <Radio value={mode}>{mode === 'every' ? EVERY_LABELS[part] : MODE_LABELS[mode]}</Radio>
            {details[mode]}
          </Space>
        ))}
      </Space>
    </Radio.Group>
  );
}

interface SpecificValuesProps {
  part: CronPart;
  field: CronField;
  onChange: (values: number[]) => void;
}

/** The specified list: checkboxes, or for the hundred years of spec 5.4 a multiple select. */
function SpecificValues({ part, field, onChange }: SpecificValuesProps) {
  const { min, max } = CRON_BOUNDS[part];
  const values = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  const options = values.map((value) => ({
    value,
    label: part === 'week' ? WEEKDAY_LABELS[value] : String(value),
  }));
  if (part === 'year') {
    return (
      <Select
        mode="multiple"
        size="small"
        aria-label="指定年份"
        options={options}
        value={field.specific}
        onChange={(selected: number[]) => onChange(selected)}
        style={{ minWidth: 320 }}
      />
    );
  }
  return (
    <Checkbox.Group
      value={field.specific}
      onChange={(selected) => onChange(selected as number[])}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${part === 'week' ? 7 : 10}, minmax(48px, auto))`,
        rowGap: 4,
      }}
      options={options}
    />
  );
}
