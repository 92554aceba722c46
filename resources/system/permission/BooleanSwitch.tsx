import { Switch } from 'antd';

export interface BooleanSwitchProps {
  value?: boolean | null;
  onChange?: (value: boolean) => void;
  id?: string;
  disabled?: boolean;
  /** Texts on and off (是 / 否 unless given). */
  labels?: readonly [string, string];
}

/** A switch over a boolean form value (the menu's route, hidden, keepAlive… flags). */
export function BooleanSwitch({
  value,
  onChange,
  id,
  disabled,
  labels = ['是', '否'],
}: BooleanSwitchProps) {
  return (
    <Switch
      id={id}
      checked={value === true}
      disabled={disabled}
      checkedChildren={labels[0]}
      unCheckedChildren={labels[1]}
      onChange={(checked) => onChange?.(checked)}
    />
  );
}
