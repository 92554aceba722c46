/**
 * The contract's types for the demo backend's handlers: the same generated `paths` the console's
 * clients use (src/api/generated). A handler's reply that the contract does not allow does not
 * compile; Prism, in front, refuses it at run time as well.
 */
import type { paths as CapPaths } from '../../src/api/generated/cap';
import type { paths as SysPaths } from '../../src/api/generated/sys';

export type Paths = SysPaths & CapPaths;
export type Method = 'get' | 'post' | 'put' | 'delete';
export type ContractPath = keyof Paths & string;

type OperationOf<P extends ContractPath, M extends Method> = NonNullable<Paths[P][M]>;

/** The methods a path has in the contract. */
export type MethodOf<P extends ContractPath> = {
  [M in Method]: Paths[P][M] extends undefined | never ? never : M;
}[Method];

/** The JSON reply of the operation's 200 response. */
export type Reply<P extends ContractPath, M extends Method> =
  OperationOf<P, M> extends {
    responses: { 200: { content: { 'application/json': infer R } } };
  }
    ? R
    : never;

/** The JSON request body, or `undefined` for an operation without one. */
export type Body<P extends ContractPath, M extends Method> =
  OperationOf<P, M> extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : undefined;

/** The query parameters as the contract types them (all optional on the wire). */
export type Query<P extends ContractPath, M extends Method> =
  OperationOf<P, M> extends { parameters: { query?: infer Q } }
    ? Partial<NonNullable<Q>>
    : Record<string, never>;

/** The path parameters. */
export type PathParams<P extends ContractPath, M extends Method> =
  OperationOf<P, M> extends { parameters: { path?: infer Q } }
    ? NonNullable<Q>
    : Record<string, never>;
