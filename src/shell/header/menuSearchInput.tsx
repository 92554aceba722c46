import { SearchOutlined } from '@ant-design/icons';
import type { InputProps } from 'antd';
import { MENU_SEARCH } from './texts';

/** The header's search box width on desktop; on mobile it fills the modal. */
export const SEARCH_WIDTH = 200;

/** The 搜索菜单 input, the same in the stand-in (MenuSearchStandIn) and in the AutoComplete. */
export const searchInputProps = {
  'aria-label': MENU_SEARCH,
  placeholder: MENU_SEARCH,
  prefix: <SearchOutlined />,
  allowClear: true,
} satisfies InputProps;

/** Where the caret stood in the stand-in when the AutoComplete took its place. */
export interface SearchHandoff {
  start: number | null;
  end: number | null;
}
