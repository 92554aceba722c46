export { ReadOnlyList, type ReadOnlyListItem } from './ReadOnlyList';
