import { Cascader, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { regionPath, type RegionOption } from '../../lib/regions';
import { REGION_TYPE_INVALID, REQUEST_FAILED } from '../../lib/messages';
import { useRegionData } from './regionData';
import { RegionSelects } from './RegionSelects';

/** spec 5.4: the only accepted types. */
export const REGION_PICKER_TYPES = ['cascader', 'select'] as const;
export type RegionPickerType = (typeof REGION_PICKER_TYPES)[number];

export const REGION_PLACEHOLDER = '请选择省市区';

export interface RegionPickerProps {
  /** The district code (6 digits), as JeecgBoot's JAreaLinkage stores it. */
  value?: string | null;
  onChange?: (code: string | undefined) => void;
  /** 'cascader' (default) or 'select'; anything else renders 'Bad type value' (spec 5.4). */
  type?: string;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

const isPickerType = (type: string): type is RegionPickerType =>
  (REGION_PICKER_TYPES as readonly string[]).includes(type);

const matchesSearch = (input: string, path: RegionOption[]) =>
  path.some((option) => option.label.includes(input.trim()));

/**
 * Province / city / district picker (JAreaLinkage, spec 2.10, 3, 9): root 86, three levels,
 * legacy 6-digit codes from the 2023 data. The value is the last level's code, as the legacy
 * component emitted (`values[values.length - 1]`); a code the 2023 data lacks is shown raw.
 */
export function RegionPicker({
  value,
  onChange,
  type = 'cascader',
  placeholder = REGION_PLACEHOLDER,
  disabled,
  style,
  id,
}: RegionPickerProps) {
  const regions = useRegionData();
  if (!isPickerType(type)) {
    return (
      <Typography.Text type="danger" role="alert">
        {REGION_TYPE_INVALID}: {type}
      </Typography.Text>
    );
  }
  if (regions.status === 'failed') {
    return (
      <Typography.Text type="danger" role="alert">
        {REQUEST_FAILED}
      </Typography.Text>
    );
  }
  const data = regions.status === 'ready' ? regions.data : undefined;
  const code = value || undefined;

  if (type === 'select') {
    return (
      <RegionSelects
        data={data}
        value={code}
        onChange={(next) => onChange?.(next)}
        disabled={disabled}
        style={style}
        id={id}
      />
    );
  }

  // A known code opens on its path; an unknown one stays as the single raw code, which the
  // cascader shows as is.
  const path = code ? ((data && regionPath(data.index, code)) ?? [code]) : undefined;
  return (
    <Cascader<RegionOption>
      id={id}
      options={data?.options}
      value={path}
      onChange={(codes) => onChange?.(codes?.at(-1))}
      loading={!data}
      disabled={disabled}
      placeholder={placeholder}
      showSearch={{ filter: matchesSearch }}
      style={{ width: '100%', ...style }}
    />
  );
}
