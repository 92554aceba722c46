import { Tooltip } from 'antd';
import { ELLIPSIS_LENGTH } from '../../lib/constants';
import { truncateText } from './truncate';

export interface EllipsisProps {
  value?: string | number | null;
  /** Characters kept before '...' (spec 9: 25, 12 in pickers). */
  length?: number;
}

/** JEllipsis (spec 9): long text cut with '...', the full text in a tooltip. */
export function Ellipsis({ value, length = ELLIPSIS_LENGTH }: EllipsisProps) {
  const text = value === undefined || value === null ? '' : String(value);
  const shown = truncateText(text, length);
  if (shown === text) return <span>{text}</span>;
  return (
    <Tooltip title={text} placement="topLeft">
      <span>{shown}</span>
    </Tooltip>
  );
}
