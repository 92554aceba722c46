import { useDictItems } from '../../../src/components/DictSelect';
import { ROUTE_STATUS_DICT } from './GatewayRouteDialog';

/** A route's status by its dictionary text (the route list is a plain array, not dict-translated). */
export function RouteStatusText({ status }: { status: number | null | undefined }) {
  const { items } = useDictItems(ROUTE_STATUS_DICT);
  if (status === null || status === undefined) return null;
  const value = String(status);
  return <>{items.find((item) => item.value === value)?.text ?? value}</>;
}
