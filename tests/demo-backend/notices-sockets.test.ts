// The websockets against a real server (issue 34 item 8; spec 4, 7.6): the notice socket takes only
// a live token, answers heartbeats and carries announcement pushes to the users they are for; 强退
// closes it; the grid socket answers heart_beat and relays grid updates between clients.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  attachSockets,
  type AttachedSockets,
} from '../../scripts/demo-backend/routes/notices/sockets';
import { call, startBackend, tokenOf, type DemoBackend } from './support';

let backend: DemoBackend;
let server: Server;
let sockets: AttachedSockets;
let base: string;
let admin: string;

beforeAll(async () => {
  backend = await startBackend();
  server = serve({ fetch: backend.app.fetch, hostname: '127.0.0.1', port: 0 }) as Server;
  await new Promise((resolve) => server.once('listening', resolve));
  sockets = attachSockets(server, backend.router.deps);
  base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  admin = (await tokenOf(backend, 'admin', 'Admin@123456')).token;
});
afterAll(async () => {
  sockets.close();
  await new Promise((resolve) => server.close(resolve));
  await backend.close();
});

/** A connected client with the frames it received, in order. */
interface Client {
  ws: WebSocket;
  frames: string[];
  next(): Promise<string>;
  closed: Promise<number>;
}

function connect(path: string): Promise<Client> {
  const ws = new WebSocket(`${base}${path}`);
  const frames: string[] = [];
  let waiting: ((frame: string) => void) | undefined;
  ws.on('message', (data) => {
    frames.push(data.toString());
    waiting?.(data.toString());
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const next = () =>
    new Promise<string>((resolve, reject) => {
      const seen = frames.length;
      const timer = setTimeout(() => reject(new Error(`no frame on ${path}`)), 3000);
      waiting = (frame) => {
        if (frames.length > seen) {
          clearTimeout(timer);
          waiting = undefined;
          resolve(frame);
        }
      };
    });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, frames, next, closed }));
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused ${response.statusCode}`)),
    );
    ws.once('error', reject);
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

async function publish(body: Record<string, unknown>): Promise<string> {
  await call(backend, 'POST', '/sys/annountCement/add', { token: admin, body });
  const title = encodeURIComponent(String(body.titile));
  const { records } = (
    await call(backend, 'GET', `/sys/annountCement/list?titile=${title}`, { token: admin })
  ).json.result;
  const id = records[0].id as string;
  await call(backend, 'GET', `/sys/annountCement/doReleaseData?id=${id}`, { token: admin });
  return id;
}

describe('/websocket (notices)', () => {
  it('answers HeartBeat with heartcheck, behind a proxy prefix too', async () => {
    for (const path of [`/websocket?token=${admin}`, `/admin/websocket?token=${admin}`]) {
      const client = await connect(path);
      const reply = client.next();
      client.ws.send('HeartBeat');
      expect(JSON.parse(await reply)).toMatchObject({ cmd: 'heartcheck' });
      client.ws.close();
    }
  });

  it('refuses an unknown token or none', async () => {
    await expect(connect('/websocket?token=nope')).rejects.toThrow('refused 401');
    await expect(connect('/websocket')).rejects.toThrow('refused 401');
  });

  it('pushes a publication to everyone it is for, and to no one else', async () => {
    const checker = (await tokenOf(backend, 'checker', 'Checker@123456')).token;
    const merchantSession = await tokenOf(backend, 'merchant', 'Merchant@123456');
    const adminSocket = await connect(`/websocket?token=${admin}`);
    const checkerSocket = await connect(`/websocket?token=${checker}`);
    const merchantSocket = await connect(`/websocket?token=${merchantSession.token}`);

    const toAll = await publish({ titile: '推送：全员通知', msgType: 'ALL', msgCategory: '1' });
    await settle();
    for (const client of [adminSocket, checkerSocket, merchantSocket]) {
      expect(client.frames.map((f) => JSON.parse(f))).toContainEqual({
        cmd: 'topic',
        msgId: toAll,
        msgTxt: '推送：全员通知',
      });
    }

    const merchantId = (
      await call(backend, 'GET', '/sys/online/list?username=merchant', { token: admin })
    ).json.result.records[0].id as string;
    const before = checkerSocket.frames.length;
    const toMerchant = await publish({
      titile: '推送：商户消息',
      msgType: 'USER',
      msgCategory: '2',
      userIds: `${merchantId},`,
    });
    await settle();
    expect(merchantSocket.frames.map((f) => JSON.parse(f))).toContainEqual({
      cmd: 'user',
      msgId: toMerchant,
      msgTxt: '推送：商户消息',
    });
    expect(checkerSocket.frames.length).toBe(before);

    // 强退 of the merchant's session closes its socket.
    await call(backend, 'POST', '/sys/online/forceLogout', {
      token: admin,
      body: { token: merchantSession.token },
    });
    expect(await merchantSocket.closed).toBe(1008);
    adminSocket.ws.close();
    checkerSocket.ws.close();
  });
});

describe('/vxeSocket/{userId}/{pageId} (grid sync)', () => {
  it('answers heart_beat to the sender only and relays grid updates to every grid client', async () => {
    const first = await connect('/vxeSocket/u1/page-a');
    const second = await connect('/admin/vxeSocket/u2/page-b');

    const heartbeat = first.next();
    first.ws.send(JSON.stringify({ type: 'heart_beat', data: '' }));
    expect(JSON.parse(await heartbeat)).toEqual({ type: 'heart_beat', data: true });
    await settle();
    expect(second.frames).toEqual([]);

    const update = JSON.stringify({
      type: 'update_vxe_table',
      data: { socketKey: 'vxe-default', args: [{ id: 'r1', name: '改过' }, 'case-1'] },
    });
    const relayedToSecond = second.next();
    const echoedToFirst = first.next();
    first.ws.send(update);
    expect(await relayedToSecond).toBe(update);
    expect(await echoedToFirst).toBe(update);

    first.ws.send('not json');
    first.ws.send(JSON.stringify({ type: 'unknown' }));
    await settle();
    expect(second.frames).toEqual([update]);
    first.ws.close();
    second.ws.close();
  });

  it('refuses a path without both ids', async () => {
    await expect(connect('/vxeSocket/u1')).rejects.toThrow('refused 404');
  });
});
