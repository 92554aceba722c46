/**
 * A gateway route between the list, the form and /sys/gatewayRoute/updateAll (JeecgBoot v3.4.3):
 * the list answers predicates and filters parsed, the form edits them as JSON text, and the save
 * sends them as compact JSON text inside `router`, status as 1 (有效) or 0 (无效).
 */
import type { components } from '../../../src/api/generated/sys';
import type { GatewayRouteForm } from '../../../providers/sys-config-api';
import { ROUTE_JSON_INVALID } from '../../../src/lib/messages';
import type { FieldRule } from '../../../src/lib/validators/fields';

export type GatewayRouteRecord = components['schemas']['SysGatewayRoute'];

export interface GatewayRouteFormValues {
  routerId: string;
  name: string;
  uri: string;
  /** Dictionary valid_status: '1' 有效, '0' 无效. */
  status: string;
  predicates: string;
  filters: string;
}

const NEW_ROUTE: GatewayRouteFormValues = {
  routerId: '',
  name: '',
  uri: '',
  status: '1',
  predicates: '[\n  {"name": "Path", "args": []}\n]',
  filters: '[]',
};

const jsonText = (parts: readonly unknown[] | null | undefined): string =>
  JSON.stringify(parts ?? [], null, 2);

/** What the form starts with: the row's route, or a new one with a Path predicate to fill in. */
export function routeFormValues(row?: GatewayRouteRecord): GatewayRouteFormValues {
  if (!row) return NEW_ROUTE;
  return {
    routerId: row.routerId ?? '',
    name: row.name ?? '',
    uri: row.uri ?? '',
    // An absent status is saved as 1 by the server.
    status: row.status === 0 ? '0' : '1',
    predicates: jsonText(row.predicates),
    filters: jsonText(row.filters),
  };
}

/** The `router` of the save: compact JSON text; the id only when the route exists. */
export function routerOf(values: GatewayRouteFormValues, id?: string): GatewayRouteForm {
  return {
    ...(id ? { id } : {}),
    routerId: values.routerId.trim(),
    name: values.name.trim(),
    uri: values.uri.trim(),
    status: Number(values.status),
    predicates: JSON.stringify(JSON.parse(values.predicates)),
    filters: values.filters.trim() === '' ? '[]' : JSON.stringify(JSON.parse(values.filters)),
  };
}

/** Whether the text is a JSON array of `{name, args?}` parts (an empty array passes). */
export function isRouteJson(text: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  return (
    Array.isArray(parsed) &&
    parsed.every(
      (part: unknown) =>
        typeof part === 'object' &&
        part !== null &&
        typeof (part as { name?: unknown }).name === 'string' &&
        (part as { name: string }).name !== '',
    )
  );
}

/** Form rule over isRouteJson; an empty value is left to the required rule. */
export const routeJsonRule: FieldRule = {
  validator: async (_rule, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return;
    if (!isRouteJson(value)) throw new Error(ROUTE_JSON_INVALID);
  },
};
