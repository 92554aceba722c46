export { LazyTreeSelect, type LazyTreeSelectProps } from './LazyTreeSelect';
export { TreeSelect, type TreeSelectProps } from './TreeSelect';
export {
  attachChildren,
  isLeafFlag,
  isValidTreeCondition,
  toTreeOptions,
  type TreeOption,
} from './treeNodes';
export { useKeyLabels, type KeyLabels } from './useKeyLabels';
export { useLazyTree, type LazyTree, type LazyTreeLoaders } from './useLazyTree';
