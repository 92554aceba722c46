// The backend's two websockets for `vite preview` (the e2e server): Prism mocks only HTTP, and an
// upgrade nobody answers leaves the console's socket connecting until it gives up and closes it,
// which Chromium reports as "WebSocket is closed before the connection is established". These
// answer like JeecgBoot: /websocket?token=… (notifications, spec 7.6) replies to 'HeartBeat' with
// {cmd:'heartcheck'}; /vxeSocket/{userId}/{pageId} (grid sync) to a heart_beat frame with one.
// Nothing else is pushed; tests that need pushes route the socket in the browser instead.
import { createHash } from 'node:crypto';

const HANDSHAKE_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const TEXT = 0x1;
const CLOSE = 0x8;
const PING = 0x9;
const PONG = 0xa;

/** The reply to one text frame of the socket at `pathname`, or undefined for none. */
function replierFor(pathname, apiBase) {
  if (pathname === `${apiBase}/websocket`) {
    return (text) => (text === 'HeartBeat' ? JSON.stringify({ cmd: 'heartcheck' }) : undefined);
  }
  if (pathname.startsWith(`${apiBase}/vxeSocket/`)) {
    return (text) => {
      try {
        const frame = JSON.parse(text);
        return frame?.type === 'heart_beat'
          ? JSON.stringify({ type: 'heart_beat', data: true })
          : undefined;
      } catch {
        return undefined;
      }
    };
  }
  return undefined;
}

/** A server frame (never masked) of `opcode` carrying `payload`. */
function frame(opcode, payload = Buffer.alloc(0)) {
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([0x80 | opcode, length])
      : Buffer.from([0x80 | opcode, 126, length >> 8, length & 0xff]);
  return Buffer.concat([header, payload]);
}

/**
 * Splits the client's frames (always masked) off `buffer`; returns the unread rest. Small control
 * and heartbeat frames only: a length beyond 2^32 does not occur here.
 */
function readFrames(buffer, onFrame) {
  let rest = buffer;
  while (rest.length >= 2) {
    const opcode = rest[0] & 0x0f;
    let length = rest[1] & 0x7f;
    let offset = 2;
    if (length === 126) {
      if (rest.length < 4) break;
      length = rest.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      if (rest.length < 10) break;
      length = rest.readUInt32BE(6);
      offset = 10;
    }
    if (rest.length < offset + 4 + length) break;
    const mask = rest.subarray(offset, offset + 4);
    const payload = Buffer.from(rest.subarray(offset + 4, offset + 4 + length));
    for (let i = 0; i < payload.length; i += 1) payload[i] ^= mask[i % 4];
    rest = rest.subarray(offset + 4 + length);
    onFrame(opcode, payload);
  }
  return rest;
}

/** Answers the console's websocket upgrades on `httpServer`; other upgrades are left alone. */
export function attachSocketMock(httpServer, { apiBase }) {
  httpServer.on('upgrade', (request, socket) => {
    const pathname = new URL(request.url ?? '/', 'http://host').pathname;
    const reply = replierFor(pathname, apiBase);
    const key = request.headers['sec-websocket-key'];
    if (!reply || typeof key !== 'string') return;
    const accept = createHash('sha1').update(`${key}${HANDSHAKE_GUID}`).digest('base64');
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    let unread = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      unread = readFrames(Buffer.concat([unread, chunk]), (opcode, payload) => {
        if (opcode === TEXT) {
          const answer = reply(payload.toString('utf8'));
          if (answer !== undefined) socket.write(frame(TEXT, Buffer.from(answer)));
        } else if (opcode === PING) {
          socket.write(frame(PONG, payload));
        } else if (opcode === CLOSE) {
          socket.end(frame(CLOSE, payload.subarray(0, 2)));
        }
      });
    });
    socket.on('error', () => socket.destroy());
  });
}
