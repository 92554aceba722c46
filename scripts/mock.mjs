#!/usr/bin/env node
// npm run mock                       Prism mock of openapi/console.yaml (static examples) on
//                                    127.0.0.1:$MOCK_PORT (default 4010)
// npm run mock:proxy -- <backend>    Prism as a validating proxy (--errors) in front of a real
//                                    backend, to check it against the contract
//   --jeecg-boot                     map the console's /admin base to a stock JeecgBoot's
//                                    /jeecg-boot context path (--context-path <path> for another)
// Ask for a named example or status with `Prefer: example=<name>` / `Prefer: code=<status>`.
import { isListening, stopChildren, superviseChildren } from './lib/processes.mjs';
import { startPrism } from './lib/prism.mjs';
import { backendUrlOf, parseMockArgs, upstreamUrl } from './lib/proxy-target.mjs';

const port = Number(process.env.MOCK_PORT || 4010);

async function main() {
  const options = parseMockArgs(process.argv.slice(2));
  const upstream = options.proxy ? upstreamUrl(options.backend, options.contextPath) : undefined;
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`MOCK_PORT=${process.env.MOCK_PORT} is not a port`);
  if (await isListening(port)) {
    throw new Error(
      `port ${port} is already in use; stop that process or set MOCK_PORT=<free port>`,
    );
  }
  const supervisor = superviseChildren();
  const { child, url } = await startPrism({ port, upstream });
  supervisor.watch(child, 'Prism');
  console.log(
    upstream
      ? `\nValidating proxy ready: ${url} → ${upstream} (/sys/login → ${backendUrlOf('/sys/login', upstream)})\nEvery request and response is checked against openapi/console.yaml; violations answer HTTP 500 with the list (header sl-violations).\n`
      : `\nPrism mock ready: ${url}  (API base /admin maps here, e.g. ${url}/sys/login). Ctrl-C stops it.\n`,
  );
}

main().catch(async (error) => {
  console.error(`mock: ${error.message}`);
  await stopChildren();
  process.exit(1);
});
