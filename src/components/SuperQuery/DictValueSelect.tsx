import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useEffect, useState } from 'react';
import { loadDictItems, type DictItem } from '../../../providers/dict-api';
import { isRefusal } from '../../../providers/http';
import { useAppFeedback } from '../feedback/useAppFeedback';

interface DictValueSelectProps {
  dictCode: string;
  multiple: boolean;
  value: string | string[] | undefined;
  onChange: (value: string | string[] | undefined) => void;
  style?: CSSProperties;
  'aria-label'?: string;
}

/** A dictionary field's value: its active items, from the dictionary cache first (spec 7.3). */
export function DictValueSelect({
  dictCode,
  multiple,
  value,
  onChange,
  ...rest
}: DictValueSelectProps) {
  const { message } = useAppFeedback();
  const [loaded, setLoaded] = useState<{ code: string; items: DictItem[] }>();

  useEffect(() => {
    let live = true;
    loadDictItems(dictCode).then(
      (items) => {
        if (live) setLoaded({ code: dictCode, items });
      },
      (error: unknown) => {
        // HTTP failures were shown by the HTTP layer; only a server refusal is ours to show.
        if (live && isRefusal(error)) void message.warning(error.message);
      },
    );
    return () => {
      live = false;
    };
  }, [dictCode, message]);

  const items = loaded?.code === dictCode ? loaded.items : [];
  return (
    <Select
      {...rest}
      allowClear
      placeholder="请选择"
      loading={loaded?.code !== dictCode}
      mode={multiple ? 'multiple' : undefined}
      value={value}
      options={items.map((item) => ({ value: item.value, label: item.text }))}
      onChange={(next: string | string[] | undefined) => onChange(next)}
    />
  );
}
