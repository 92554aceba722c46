export { Ellipsis, type EllipsisProps } from './Ellipsis';
export { truncateText } from './truncate';
