#!/usr/bin/env node
// npm run check:api-coverage   every operation of openapi/*.yaml is used by the console's code or
//                              listed in openapi/uncalled.yaml with the reason it is not; fails on
//                              an unlisted unused operation and on a stale entry of the list
//   --list                     also print every operation with where it is used
// How a use is found: scripts/lib/api-coverage.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  coverageProblems,
  operationsOf,
  pathUsesOf,
  reachableModules,
  usedOperations,
} from './lib/api-coverage.mjs';

const requireFromOpenapiTs = createRequire(
  createRequire(import.meta.url).resolve('openapi-typescript'),
);
const { parseYaml } = requireFromOpenapiTs('@redocly/openapi-core');

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const openapiDir = path.join(projectRoot, 'openapi');
const LIST_FILE = path.join(openapiDir, 'uncalled.yaml');
const ENTRY = path.join(projectRoot, 'src', 'app', 'main.tsx');
const ROOTS = ['src', 'providers', 'resources'].map((dir) => path.join(projectRoot, dir));
const GENERATED = path.join(projectRoot, 'src', 'api', 'generated');
const rel = (file) => path.relative(projectRoot, file).split(path.sep).join('/');

function readYaml(file) {
  try {
    return parseYaml(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${rel(file)}: ${error.message}`);
  }
}

function main() {
  const started = performance.now();
  const specs = readdirSync(openapiDir)
    .filter((name) => /\.ya?ml$/.test(name) && path.join(openapiDir, name) !== LIST_FILE)
    .map((name) => ({ file: `openapi/${name}`, doc: readYaml(path.join(openapiDir, name)) }))
    .filter(({ doc }) => doc && typeof doc === 'object' && 'openapi' in doc);
  const operations = operationsOf(specs);

  const modules = [
    ...reachableModules([ENTRY], ROOTS, {
      exclude: (file) => file.startsWith(GENERATED + path.sep),
    }),
  ].map(([file, text]) => ({ file: rel(file), uses: pathUsesOf(file, text) }));
  const used = usedOperations(operations, modules);

  const list = readYaml(LIST_FILE);
  const listed = list?.operations ?? {};
  if (typeof listed !== 'object' || Array.isArray(listed)) {
    throw new Error(`${rel(LIST_FILE)}: \`operations\` must map "METHOD /path" to a reason`);
  }
  const problems = coverageProblems(operations, used, listed);

  if (process.argv.includes('--list')) {
    for (const operation of operations) {
      const where = used.get(operation.key) ?? (operation.key in listed ? 'listed' : 'MISSING');
      console.log(`${operation.key}  ${where}`);
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (problems.length > 0) {
    console.error(`API coverage: ${problems.length} problem(s) (see ${rel(LIST_FILE)}):`);
    for (const problem of problems) console.error(`  ${problem}`);
    console.error(
      'Use the operation from the console, list it in openapi/uncalled.yaml with the reason it is ' +
        'not used, or remove a stale entry.',
    );
    process.exit(1);
  }
  console.log(
    `API coverage: ${operations.length} operations in ${specs.length} specs, ${used.size} used by ` +
      `${modules.length} modules, ${Object.keys(listed).length} listed as not used (${seconds} s).`,
  );
}

try {
  main();
} catch (error) {
  console.error(`check:api-coverage failed: ${error.message}`);
  process.exit(1);
}
