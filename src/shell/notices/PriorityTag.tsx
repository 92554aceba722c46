import { Tag } from 'antd';
import { PRIORITY_TAGS } from '../../lib/constants';
import { priorityCodeOf, type PriorityCode } from './announcement';

const COLOURS: Record<PriorityCode, string> = { L: 'blue', M: 'orange', H: 'red' };

/** Priority of an announcement as a tag (spec 9: L 一般消息, M 重要消息, H 紧急消息). */
export function PriorityTag({ priority }: { priority: string | null | undefined }) {
  const code = priorityCodeOf(priority);
  if (!code) return null;
  return <Tag color={COLOURS[code]}>{PRIORITY_TAGS[code]}</Tag>;
}
