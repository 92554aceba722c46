import { Switch } from 'antd';
import { useEffect, useRef } from 'react';

export type SwitchValue = string | number;

export interface YesNoSwitchProps {
  value?: SwitchValue | null;
  onChange?: (value: SwitchValue) => void;
  /** [on, off]; spec 4: Y (on) and N (off) by default. */
  options?: readonly [SwitchValue, SwitchValue];
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

const DEFAULT_OPTIONS = ['Y', 'N'] as const;

const isEmpty = (value: SwitchValue | null | undefined) =>
  value === undefined || value === null || value === '';

/**
 * Two-valued switch (JSwitch, spec 4): checked when the value is the on value. An empty value is
 * forced to the off value and emitted once, so a form holding it submits 'N', not nothing.
 */
export function YesNoSwitch({
  value,
  onChange,
  options = DEFAULT_OPTIONS,
  disabled,
  id,
  'aria-label': ariaLabel,
}: YesNoSwitchProps) {
  const [on, off] = options;
  const empty = isEmpty(value);
  // Once per empty spell: a parent that ignores onChange must not get an endless stream of 'N'.
  const forced = useRef(false);

  useEffect(() => {
    if (!empty) {
      forced.current = false;
      return;
    }
    if (forced.current) return;
    forced.current = true;
    onChange?.(off);
  }, [empty, off, onChange]);

  return (
    <Switch
      id={id}
      aria-label={ariaLabel}
      checked={!empty && value === on}
      disabled={disabled}
      onChange={(checked) => onChange?.(checked ? on : off)}
    />
  );
}
