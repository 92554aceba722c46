import { describe, expect, it, vi } from 'vitest';
import { deferredFeedback, type Feedback } from '../../../src/app/feedback/deferredFeedback';

// Issue 20: the signed-in app's messages, notifications and dialogs load at the first call. Calls
// made before wait for them and are then made in order; their handles act on what was shown.

type Closer = (() => void) & { then: PromiseLike<boolean>['then'] };

function fakeFeedback() {
  const shown: string[] = [];
  const closed: string[] = [];
  const answers: ((confirmed: boolean) => void)[] = [];
  const messageHandle = (text: string): Closer => {
    let close!: (value: boolean) => void;
    const done = new Promise<boolean>((resolve) => (close = resolve));
    const handle = (() => {
      closed.push(text);
      close(true);
    }) as Closer;
    handle.then = done.then.bind(done) as Closer['then'];
    return handle;
  };
  const say = (kind: string) => (text: unknown) => {
    shown.push(`${kind}:${String(text)}`);
    return messageHandle(String(text));
  };
  const modalCall = (kind: string) => (config: { title?: unknown }) => {
    shown.push(`${kind}:${String(config.title)}`);
    const answer = new Promise<boolean>((resolve) => answers.push(resolve));
    return {
      destroy: vi.fn(() => closed.push(String(config.title))),
      update: vi.fn(),
      then: (resolve: (confirmed: boolean) => unknown) => answer.then(resolve),
    };
  };
  const api = {
    message: {
      info: say('message.info'),
      success: say('message.success'),
      error: say('message.error'),
      warning: say('message.warning'),
      loading: say('message.loading'),
      open: (args: { content?: unknown }) => say('message.open')(args.content),
      destroy: vi.fn(),
    },
    notification: {
      success: (args: { message?: unknown }) =>
        shown.push(`notification.success:${String(args.message)}`),
      error: (args: { message?: unknown }) =>
        shown.push(`notification.error:${String(args.message)}`),
      info: vi.fn(),
      warning: vi.fn(),
      open: vi.fn(),
      destroy: vi.fn(),
    },
    modal: {
      info: modalCall('modal.info'),
      success: modalCall('modal.success'),
      error: modalCall('modal.error'),
      warning: modalCall('modal.warning'),
      confirm: modalCall('modal.confirm'),
    },
  } as unknown as Feedback;
  return { api, shown, closed, answers };
}

function deferred() {
  const fake = fakeFeedback();
  let arrive!: (api: Feedback) => void;
  let fail!: (error: unknown) => void;
  const load = vi.fn(
    () =>
      new Promise<Feedback>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  const feedback = deferredFeedback(load);
  return { ...fake, feedback, load, arrive: () => arrive(fake.api), fail: (e: unknown) => fail(e) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deferredFeedback', () => {
  it('loads nothing until the first call, then shows the calls made meanwhile in order', async () => {
    const d = deferred();
    expect(d.load).not.toHaveBeenCalled();
    void d.feedback.message.success('已保存');
    d.feedback.notification.error({ message: '网络异常' });
    expect(d.load).toHaveBeenCalledTimes(1);
    expect(d.shown).toEqual([]);
    d.arrive();
    await settle();
    expect(d.shown).toEqual(['message.success:已保存', 'notification.error:网络异常']);
  });

  it('calls antd at once after the code has arrived', async () => {
    const d = deferred();
    void d.feedback.message.info('一');
    d.arrive();
    await settle();
    void d.feedback.message.warning('二');
    expect(d.shown).toEqual(['message.info:一', 'message.warning:二']);
    expect(d.load).toHaveBeenCalledTimes(1);
  });

  it('a message closed before its code arrived is never shown, and its handle resolves', async () => {
    const d = deferred();
    const hide = d.feedback.message.loading('正在连接');
    hide();
    d.arrive();
    await expect(Promise.resolve(hide)).resolves.toBeDefined();
    await settle();
    expect(d.shown).toEqual([]);
  });

  it('a message handle closes what was shown and resolves when it closes', async () => {
    const d = deferred();
    const hide = d.feedback.message.loading('正在连接');
    d.arrive();
    await settle();
    expect(d.shown).toEqual(['message.loading:正在连接']);
    const closedAfter = new Promise<boolean>((resolve) => void hide.then(resolve));
    hide();
    expect(d.closed).toEqual(['正在连接']);
    await expect(closedAfter).resolves.toBe(true);
  });

  it('a confirmation opened before the code arrived answers with the user choice', async () => {
    const d = deferred();
    const answer = (async () => d.feedback.modal.confirm({ title: '确认删除？' }))();
    d.arrive();
    await settle();
    expect(d.shown).toEqual(['modal.confirm:确认删除？']);
    d.answers[0]?.(true);
    await expect(answer.then((ref) => ref)).resolves.toBe(true);
  });

  it('a dialog destroyed before it was shown never opens', async () => {
    const d = deferred();
    d.feedback.modal.warning({ title: '登录已过期' }).destroy();
    d.arrive();
    await settle();
    expect(d.shown).toEqual([]);
  });

  it('drops the calls of a failed load and tries again at the next call', async () => {
    const d = deferred();
    void d.feedback.message.error('失败一');
    d.fail(new TypeError('Failed to fetch dynamically imported module'));
    await settle();
    expect(d.shown).toEqual([]);
    void d.feedback.message.error('失败二');
    expect(d.load).toHaveBeenCalledTimes(2);
    d.arrive();
    await settle();
    expect(d.shown).toEqual(['message.error:失败二']);
  });
});
