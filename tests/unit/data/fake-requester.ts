import type {
  HttpMethod,
  JsonRequester,
  Normalised,
  RequestOptions,
} from '../../../providers/http/types';

export interface RecordedCall {
  method: HttpMethod;
  path: string;
  options: RequestOptions | undefined;
}

export const ok = <T>(result: T, code: number | string = 0): Normalised<T> => ({
  success: true,
  code,
  message: '',
  result,
});

export const failed = (message: string, code: number | string = 500): Normalised<null> => ({
  success: false,
  code,
  message,
  result: null,
});

type Reply = Normalised<unknown> | Error;

/**
 * A `JsonRequester` that records every call and answers from a queue (the last reply repeats).
 * An `Error` in the queue is a rejected request (network, 401 … as the HTTP layer reports them).
 */
export function fakeRequester(...replies: Reply[]): {
  request: JsonRequester;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const queue = replies.length > 0 ? [...replies] : [ok(null)];
  const request: JsonRequester = <T>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions,
  ) => {
    calls.push({ method, path, options });
    const reply = queue.length > 1 ? queue.shift() : queue[0];
    if (reply instanceof Error) return Promise.reject(reply);
    return Promise.resolve(reply as Normalised<T>);
  };
  return { request, calls };
}
