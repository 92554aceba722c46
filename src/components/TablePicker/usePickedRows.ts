import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { joinPickedValues, splitPickedValues } from '../../lib/pickers/commaValues';
import { useFailureWarning } from './useFailureWarning';

/** The cached call that finds the rows behind stored values. */
export interface RowLookup<Row> {
  queryKey: readonly unknown[];
  queryFn: () => Promise<Row[]>;
}

export interface PickedRowsOptions<Row> {
  /** The input's comma-joined stored values. */
  value?: string;
  onChange?: (value: string) => void;
  /** The stored value of a row; stable (module level, useMemo, useCallback) or rows re-index. */
  valueOf: (row: Row) => string;
  /** The name a row shows in the input. */
  labelOf: (row: Row) => string;
  lookup: (values: readonly string[]) => RowLookup<Row>;
}

/**
 * The rows behind a picker input's value (spec 2.10): those the input just picked, and the others
 * (an outside or initial value) looked up once, so every value shows a name. A failed lookup warns
 * once (spec 8.2); its values then show themselves.
 */
export function usePickedRows<Row>({
  value,
  onChange,
  valueOf,
  labelOf,
  lookup,
}: PickedRowsOptions<Row>) {
  const [picked, setPicked] = useState<Row[]>([]);
  const values = useMemo(() => splitPickedValues(value), [value]);
  const byValue = useMemo(
    () => new Map(picked.map((row) => [valueOf(row), row])),
    [picked, valueOf],
  );
  // Only values this input did not just pick are looked up.
  const unknown = values.filter((item) => !byValue.has(item));
  const looked = useQuery({ ...lookup(unknown), enabled: unknown.length > 0, retry: false });
  useFailureWarning(looked.error);
  const known = useMemo(() => {
    const all = new Map(byValue);
    for (const row of looked.data ?? []) all.set(valueOf(row), row);
    return all;
  }, [byValue, looked.data, valueOf]);

  return {
    values,
    /** The known rows of the values, in value order. */
    rows: values.flatMap((item) => known.get(item) ?? []),
    /** A value's name; a value without a known row shows itself. */
    labelOf: (item: string) => {
      const row = known.get(item);
      return (row && labelOf(row)) || item;
    },
    /** Takes a modal's choice: remembers its rows and emits their values. */
    accept: (rows: Row[]) => {
      setPicked(rows);
      onChange?.(joinPickedValues(rows.map(valueOf)));
    },
  };
}
