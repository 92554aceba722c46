import { AutoComplete, Input, type RefSelectProps } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { searchInputProps, type SearchHandoff } from './menuSearchInput';

export interface MenuSearchBoxProps {
  query: string;
  onQueryChange: (query: string) => void;
  onPick: (id: string) => void;
  options: { value: string; label: string }[];
  notFoundContent: string | null;
  width: number | string;
  autoFocus: boolean;
  /** Set when the stand-in had the focus: this one takes it, caret and all. */
  handoff: SearchHandoff | null;
  onHandoffTaken: () => void;
}

/** 搜索菜单's AutoComplete (rc-select): loaded when the user comes to the box (issue 20). */
export function MenuSearchBox({ handoff, onHandoffTaken, ...props }: MenuSearchBoxProps) {
  const selectRef = useRef<RefSelectProps>(null);
  // Taken at mount only: the stand-in may lose the focus as it goes.
  const [caret] = useState(handoff);

  useLayoutEffect(() => {
    onHandoffTaken();
    const input = selectRef.current?.nativeElement.querySelector('input');
    if (!caret || !input) return;
    // In the same commit that removed the stand-in, so no key press falls between the two.
    input.focus();
    input.setSelectionRange(caret.start, caret.end);
  }, [caret, onHandoffTaken]);

  return (
    <AutoComplete
      ref={selectRef}
      value={props.query}
      onSearch={props.onQueryChange}
      onSelect={(id: string) => props.onPick(id)}
      options={props.options}
      notFoundContent={props.notFoundContent}
      style={{ width: props.width }}
      popupMatchSelectWidth={false}
      autoFocus={props.autoFocus}
      // Matches for what was typed before this box arrived show at once.
      defaultOpen={caret !== null && props.query.trim() !== ''}
    >
      <Input {...searchInputProps} />
    </AutoComplete>
  );
}
