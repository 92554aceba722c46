export { PlainList, type PlainListProps } from './PlainList';
export { PlainListItem, type PlainListItemProps } from './PlainListItem';
