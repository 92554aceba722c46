// Serves the bench builds with `vite preview` on free ports: the console with its /admin proxy
// pointed at a Prism mock of its own (as scripts/e2e-server.mjs does), the baseline without one.
import { startPrism } from '../lib/prism.mjs';
import { findFreePort, localBin, startChild, waitForPort } from '../lib/processes.mjs';

// Away from `npm start` (4010, 5173) and the e2e server (4510, 4573).
const MOCK_PORT_FROM = 4710;
const PREVIEW_PORT_FROM = 4780;

/** Starts the Prism mock; the port is picked before Prism listens, so await it before previews. */
export async function startMock() {
  const port = await findFreePort(MOCK_PORT_FROM);
  return startPrism({ port, logLevel: 'warn', label: 'bench-mock' });
}

/**
 * `vite preview` of `dist`, with `config` (a Vite config file) when given. Previews are started
 * one after the other so no two pick the same free port.
 */
export async function startPreview({ dist, config, mockPort, label }) {
  const port = await findFreePort(PREVIEW_PORT_FROM);
  const args = ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'];
  if (config) args.push('--config', config);
  args.push('--outDir', dist);
  const env = mockPort ? { MOCK_PORT: String(mockPort) } : {};
  const child = startChild(localBin('vite'), args, { label, env });
  await waitForPort(port, { child, name: `${label} (vite preview)` });
  return { child, url: `http://127.0.0.1:${port}` };
}
