import { DictSelect } from '../../../src/components/DictSelect';
import { QUARTZ_STATUS_DICT } from './quartzStatus';

export interface QuartzStatusRadioProps {
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  id?: string;
}

/**
 * 状态 of a job as 正常 / 停止 buttons (dictionary quartz_status). The job's status is a number
 * (0 / -1) on the wire, where the dictionary's values are text: this converts both ways.
 */
export function QuartzStatusRadio({ value, onChange, id }: QuartzStatusRadioProps) {
  return (
    <DictSelect
      id={id}
      type="radioButton"
      dictCode={QUARTZ_STATUS_DICT}
      value={value === null || value === undefined ? undefined : String(value)}
      onChange={(next) => onChange?.(next === undefined ? undefined : Number(next))}
    />
  );
}
