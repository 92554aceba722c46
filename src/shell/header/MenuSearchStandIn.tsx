import { Input } from 'antd';
import type { SyntheticEvent } from 'react';
import { searchInputProps, type SearchHandoff } from './menuSearchInput';

export interface MenuSearchStandInProps {
  query: string;
  onQueryChange: (query: string) => void;
  width: number | string;
  autoFocus: boolean;
  /** The user came to the box (pointer, touch or focus): time to fetch the AutoComplete. */
  onApproach: () => void;
  /** An IME composition is under way: the box must not be swapped under it. */
  onComposingChange: (composing: boolean) => void;
  /** Where the caret is while the box has the focus, for the AutoComplete to take it over. */
  onHandoffChange: (handoff: SearchHandoff | null) => void;
}

/**
 * 搜索菜单 until the AutoComplete's code (rc-select, rc-virtual-list) is there: the same antd
 * Input the AutoComplete wraps (menuSearchInput.tsx), so the header does not load that code on
 * every page (issue 20). It is a combobox to assistive technology as the AutoComplete is, closed,
 * so the box keeps its role and name when the AutoComplete takes its place.
 */
export function MenuSearchStandIn(props: MenuSearchStandInProps) {
  const { query, onQueryChange, onApproach, onComposingChange, onHandoffChange } = props;

  // Kept current while the box has the focus, so the AutoComplete rendered in its place knows.
  const note = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    onHandoffChange({ start: input.selectionStart, end: input.selectionEnd });
  };

  return (
    <Input
      {...searchInputProps}
      style={{ width: props.width }}
      autoFocus={props.autoFocus}
      // As rc-select sets it on the AutoComplete's input: no browser history list over the box.
      autoComplete="off"
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      aria-autocomplete="list"
      value={query}
      onChange={(event) => {
        onQueryChange(event.target.value);
        note(event);
      }}
      onSelect={note}
      onPointerEnter={onApproach}
      onPointerDown={onApproach}
      onTouchStart={onApproach}
      onFocus={(event) => {
        note(event);
        onApproach();
      }}
      onBlur={() => onHandoffChange(null)}
      onCompositionStart={() => onComposingChange(true)}
      onCompositionEnd={() => onComposingChange(false)}
    />
  );
}
