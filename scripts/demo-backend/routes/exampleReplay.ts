/**
 * The contract operations no handler answers yet replay the contract's example reply, as the
 * static mock did, so every page of the console still opens on `npm start` while the business
 * half (issue 35) is built. Each replay is logged and marked `X-Demo-Replay: example`: nothing it
 * answers is stored. Registered after every real route, so a real handler always wins.
 */
import type { ContractRouter } from '../http/router';
import { contractOperations, exampleValue } from '../seed/contractExamples';

const PREFERRED = ['success', 'default', 'firstPage', 'page'];
const SIGN_IN_FAILURES = /fail|error|expired|refus|invalid|empty|denied/i;

export function replayedOperations(router: ContractRouter): string[] {
  const replayed: string[] = [];
  for (const operation of contractOperations()) {
    const key = `${operation.method} ${operation.path}`;
    if (router.registered.has(key)) continue;
    const names = Object.keys(operation.replyExamples);
    const name =
      PREFERRED.find((preferred) => names.includes(preferred)) ??
      names.find((candidate) => !SIGN_IN_FAILURES.test(candidate));
    if (!name) continue;
    const reply = exampleValue(operation.file, operation.replyExamples[name]!);
    router.raw(
      operation.method as 'get',
      operation.path as `/${string}`,
      (context) => {
        console.log(`[demo-backend] 示例回放（尚无状态）: ${key}`);
        context.header('X-Demo-Replay', 'example');
        return context.json(reply as object);
      },
      { public: operation.public },
    );
    replayed.push(key);
  }
  return replayed;
}
