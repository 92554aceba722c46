import { describe, expect, it } from 'vitest';
import { compose, type Step } from '../../../providers/http/pipeline';

describe('compose', () => {
  it('runs steps outermost first and hands replies back innermost first', async () => {
    const trace: string[] = [];
    const step =
      (name: string): Step =>
      async (request, next) => {
        trace.push(`${name}→`);
        const response = await next(request);
        trace.push(`←${name}`);
        return response;
      };
    const handler = compose([step('a'), step('b')], async () => {
      trace.push('send');
      return new Response('ok');
    });

    const response = await handler(new Request('https://x.test/'));

    expect(await response.text()).toBe('ok');
    expect(trace).toEqual(['a→', 'b→', 'send', '←b', '←a']);
  });

  it('lets a step send again (the replay of the refresh step)', async () => {
    let calls = 0;
    const retryOnce: Step = async (request, next) => {
      const copy = request.clone();
      const first = await next(request);
      return first.status === 503 ? next(copy) : first;
    };
    const handler = compose(
      [retryOnce],
      async () => new Response(null, { status: ++calls === 1 ? 503 : 200 }),
    );

    expect((await handler(new Request('https://x.test/'))).status).toBe(200);
    expect(calls).toBe(2);
  });
});
