/**
 * Handlers registered by their contract path and method: the request body and the reply are the
 * contract's types (./contract.ts), the session is resolved before the handler runs, signed calls
 * are verified, and a `Refusal` is answered in the envelope of the path.
 */
import type { Context, Hono } from 'hono';
import { computeSign } from '../../../src/lib/sign';
import type { Body, ContractPath, Method, MethodOf, PathParams, Query, Reply } from '../contract';
import type { Database } from '../db/database';
import { Refusal, refusalBody } from './envelope';
import { sessionEndedReply, type Session, type SessionStore } from './session';

export interface DemoConfig {
  /** The key the console encrypts credentials with (VITE_LOGIN_AES_KEY). */
  loginAesKey: string;
  /** The secret of X-Sign (VITE_SIGN_SECRET). */
  signSecret: string;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  /** Where uploaded files are kept. */
  filesDir: string;
}

export interface Deps {
  db: Database;
  config: DemoConfig;
  sessions: SessionStore;
  now: () => Date;
}

/** Query and path values as they arrive: text, under the names the contract gives them. */
type Wire<T> = { [K in keyof T]?: string };

export interface Call<P extends ContractPath, M extends Method> {
  body: Body<P, M>;
  query: Wire<Query<P, M>> & Record<string, string | undefined>;
  params: Wire<PathParams<P, M>>;
  /** The signed-in session; present on every route not marked public. */
  session: Session;
  request: Request;
  context: Context;
}

export type Handler<P extends ContractPath, M extends Method> = (
  call: Call<P, M>,
) => Promise<Reply<P, M>> | Reply<P, M>;

export interface RouteOptions {
  /** Answers without a session (the contract's `security: []`). */
  public?: boolean;
  /** Checks X-Sign (spec 7.1; the contract's "Signed endpoint"). */
  signed?: boolean;
}

const SIGN_REFUSED = 'Sign签名校验失败！';

/** `/sys/common/static/{bizPath}/{fileName}` → Hono's `/sys/common/static/:bizPath/:fileName`. */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

export class ContractRouter {
  /** `get /sys/user/list`: the operations a handler answers (routes/exampleReplay.ts). */
  readonly registered = new Set<string>();

  constructor(
    readonly app: Hono,
    readonly deps: Deps,
  ) {}

  on<P extends ContractPath, M extends MethodOf<P>>(
    method: M,
    path: P,
    handler: Handler<P, M>,
    options: RouteOptions = {},
  ): void {
    this.raw(
      method,
      path,
      async (context, session) => {
        const request = context.req.raw;
        const body = (
          method === 'post' || method === 'put' ? await jsonOf(request) : undefined
        ) as Body<P, M>;
        if (options.signed) this.verifySignature(request, body);
        const reply = await handler({
          body,
          query: context.req.query() as Call<P, M>['query'],
          params: context.req.param() as Call<P, M>['params'],
          session: session as Session,
          request,
          context,
        });
        return context.json(reply as object);
      },
      options,
    );
  }

  /**
   * A route whose reply is not JSON (files, HTML, downloads) or whose request is multipart. The
   * session check and refusals work as for `on`.
   */
  raw(
    method: Method,
    path: ContractPath | `/${string}`,
    handle: (context: Context, session: Session | undefined) => Promise<Response> | Response,
    options: RouteOptions = {},
  ): void {
    this.registered.add(`${method} ${path}`);
    this.app.on(method.toUpperCase(), honoPath(path), async (context) => {
      try {
        const token = context.req.header('X-Access-Token');
        const session = token ? await this.deps.sessions.find(token) : undefined;
        if (!options.public && !session) {
          const ended = sessionEndedReply(path);
          return context.json(ended.body, ended.status);
        }
        return await handle(context, session);
      } catch (error) {
        if (error instanceof Refusal) {
          return context.json(refusalBody(path, error) as object, error.options.httpStatus ?? 200);
        }
        throw error;
      }
    });
  }

  private verifySignature(request: Request, body: unknown): void {
    const expected = computeSign(request.url, body, this.deps.config.signSecret);
    if (request.headers.get('X-Sign') !== expected) throw new Refusal(SIGN_REFUSED);
  }
}

async function jsonOf(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Refusal('请求内容不是有效的 JSON');
  }
}
