import { ConfigProvider, Input } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useStyle from 'antd/es/select/style';
import { useContext, useId, useState, type SyntheticEvent } from 'react';
import { searchInputProps, type SearchHandoff } from './menuSearchInput';

export interface StaticMenuSearchBoxProps {
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
  /** antd's `select` prefix; from the ConfigProvider when not given. */
  prefixCls?: string;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * 搜索菜单 drawn as antd's AutoComplete draws it closed around this Input: the same elements,
 * class names and antd's own select styles, without the AutoComplete's code (rc-select,
 * rc-virtual-list), which the header then loads only when the user comes to the box (issue 20).
 */
export function StaticMenuSearchBox(props: StaticMenuSearchBoxProps) {
  const { query, onQueryChange, onApproach, onComposingChange, onHandoffChange } = props;
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = props.prefixCls ?? getPrefixCls('select');
  const rootCls = useCSSVarCls(prefixCls);
  const [wrapCSSVar, hashId, cssVarCls] = useStyle(prefixCls, rootCls);
  const id = `menu-search${useId()}`;
  const [focused, setFocused] = useState(false);

  // Kept current while the box has the focus, so the AutoComplete rendered in its place knows.
  const note = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.target as HTMLInputElement;
    onHandoffChange({ start: input.selectionStart, end: input.selectionEnd });
  };

  return wrapCSSVar(
    <div
      className={classes(
        prefixCls,
        `${prefixCls}-outlined`,
        `${prefixCls}-auto-complete`,
        cssVarCls,
        rootCls,
        hashId,
        focused && `${prefixCls}-focused`,
        `${prefixCls}-single`,
        `${prefixCls}-customize-input`,
        `${prefixCls}-show-search`,
      )}
      style={{ width: props.width }}
      onPointerEnter={onApproach}
      onTouchStart={onApproach}
    >
      <div className={`${prefixCls}-selector`}>
        <span className={`${prefixCls}-selection-wrap`}>
          <span className={`${prefixCls}-selection-search`}>
            <Input
              type="search"
              {...searchInputProps}
              id={id}
              autoComplete="off"
              autoFocus={props.autoFocus}
              className={`${prefixCls}-selection-search-input`}
              role="combobox"
              aria-expanded={false}
              aria-haspopup="listbox"
              aria-owns={`${id}_list`}
              aria-autocomplete="list"
              aria-controls={`${id}_list`}
              value={query}
              onChange={(event) => {
                onQueryChange(event.target.value);
                note(event);
              }}
              onSelect={note}
              onFocus={(event) => {
                note(event);
                setFocused(true);
                onApproach();
              }}
              onBlur={() => {
                onHandoffChange(null);
                setFocused(false);
              }}
              onCompositionStart={() => onComposingChange(true)}
              onCompositionEnd={() => onComposingChange(false)}
            />
          </span>
          <span
            className={`${prefixCls}-selection-placeholder`}
            style={query ? { visibility: 'hidden' } : undefined}
          />
        </span>
      </div>
    </div>,
  );
}
