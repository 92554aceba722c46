import { useDictItems } from '../../../src/components/DictSelect/useDictItems';

/** The text of a dictionary's values (spec 7.3); a value the dictionary lacks shows as itself. */
export function useDictText(dictCode: string): (value: string | null | undefined) => string {
  const { items } = useDictItems(dictCode);
  return (value) => {
    if (value === null || value === undefined) return '';
    return items.find((item) => item.value === value)?.text ?? value;
  };
}
