import { Segmented } from 'antd';
import { TODO_DICT, TODO_KIND, type TodoKind } from '../../../src/lib/workbench/todo';
import { useDictText } from '../../customer/customer/useDictText';
import { TODO_TEXTS as TEXTS } from './texts';

/** '' is 全部. */
export type KindChoice = TodoKind | '';

/**
 * The kinds of wf_todo_kind with their counts (none shown while the counts are unknown), 全部 first
 * with the total; picking one filters the inbox.
 */
export function KindFilter({
  value,
  counts,
  total,
  onChange,
}: {
  value: KindChoice;
  counts: Partial<Record<TodoKind, number>> | undefined;
  total: number | undefined;
  onChange: (kind: KindChoice) => void;
}) {
  const kindText = useDictText(TODO_DICT);
  const options = [
    { value: '' as KindChoice, label: TEXTS.kindCount(TEXTS.all, total) },
    ...Object.values(TODO_KIND).map((kind) => ({
      value: kind as KindChoice,
      label: TEXTS.kindCount(kindText(kind), counts?.[kind]),
    })),
  ];
  return (
    <Segmented<KindChoice>
      aria-label={TEXTS.kindFilter}
      options={options}
      value={value}
      onChange={onChange}
      style={{ marginBottom: 16, flexWrap: 'wrap' }}
    />
  );
}
