export {
  RemoteSearchSelect,
  type RemoteSearchSelectProps,
  type SearchOption,
} from './RemoteSearchSelect';
export { SearchSelect, type SearchSelectProps } from './SearchSelect';
export { useRemoteSearch, type RemoteSearch, type SearchStatus } from './useRemoteSearch';
export { useValueLabel, type ValueLabel } from './useValueLabel';
