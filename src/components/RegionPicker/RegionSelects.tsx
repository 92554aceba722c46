import { Select, Space } from 'antd';
import { useState, type CSSProperties } from 'react';
import { regionPath, type RegionOption } from '../../lib/regions';
import type { RegionData } from './regionData';

interface RegionSelectsProps {
  data: RegionData | undefined;
  value: string | undefined;
  onChange: (code: string | undefined) => void;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

const LEVEL_PLACEHOLDERS = ['请选择省', '请选择市', '请选择区'] as const;

const toSelectOptions = (options: readonly RegionOption[] | undefined) =>
  (options ?? []).map(({ value, label }) => ({ value, label }));

/**
 * The 'select' look of the region picker: three linked selects. Only a complete pick (down to the
 * district) is a value; changing a higher level clears the value until a district is chosen again.
 */
export function RegionSelects({ data, value, onChange, disabled, style, id }: RegionSelectsProps) {
  // Picks above the district while no complete value exists.
  const [draft, setDraft] = useState<string[]>([]);
  const path = value ? ((data && regionPath(data.index, value)) ?? [value]) : draft;

  const levels: (readonly RegionOption[] | undefined)[] = [data?.options];
  levels[1] = data?.options.find((o) => o.value === path[0])?.children;
  levels[2] = levels[1]?.find((o) => o.value === path[1])?.children;

  const pick = (level: number, code: string | undefined) => {
    const next = code ? [...path.slice(0, level), code] : path.slice(0, level);
    const complete = level === 2 && code !== undefined;
    setDraft(complete ? [] : next);
    if (complete) onChange(code);
    else if (value) onChange(undefined);
  };

  return (
    <Space.Compact style={{ width: '100%', ...style }}>
      {LEVEL_PLACEHOLDERS.map((placeholder, level) => (
        <Select
          key={placeholder}
          id={level === 0 ? id : undefined}
          aria-label={placeholder}
          placeholder={placeholder}
          value={path[level]}
          options={toSelectOptions(levels[level])}
          onChange={(code: string | undefined) => pick(level, code)}
          loading={!data}
          disabled={disabled || (level > 0 && !levels[level]?.length)}
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: '33.4%' }}
        />
      ))}
    </Space.Compact>
  );
}
