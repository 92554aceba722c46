/**
 * The contract's named examples, which the seed starts from (issue 34: "built from the contract's
 * named examples plus volume"). Local `$ref`s to components/examples are followed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';

const openapiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../openapi');

type Json = unknown;
type ExampleEntry = { $ref?: string; value?: Json };
interface Document {
  paths: Record<string, Record<string, OperationDoc>>;
  components?: { examples?: Record<string, { value: Json }> };
}
interface OperationDoc {
  operationId?: string;
  security?: unknown[];
  responses?: Record<
    string,
    { content?: Record<string, { examples?: Record<string, ExampleEntry> }> }
  >;
}

const documents = new Map<string, Document>();
type ContractFile = 'sys' | 'cap' | 'common';

function documentOf(file: ContractFile): Document {
  let document = documents.get(file);
  if (!document) {
    document = load(readFileSync(path.join(openapiDir, `${file}.yaml`), 'utf8')) as Document;
    documents.set(file, document);
  }
  return document;
}

/** A components/examples entry's value. */
export function componentExample<T = Json>(file: ContractFile, name: string): T {
  const example = documentOf(file).components?.examples?.[name];
  if (!example) throw new Error(`openapi/${file}.yaml has no example ${name}`);
  return example.value as T;
}

/** The named example of an operation's 200 reply. */
export function replyExample<T = Json>(file: 'sys' | 'cap', operationId: string, name: string): T {
  for (const item of Object.values(documentOf(file).paths)) {
    for (const operation of Object.values(item)) {
      if (operation.operationId !== operationId) continue;
      const example = operation.responses?.['200']?.content?.['application/json']?.examples?.[name];
      if (!example) break;
      return exampleValue(file, example) as T;
    }
  }
  throw new Error(`openapi/${file}.yaml: ${operationId} has no reply example ${name}`);
}

/** An example's value, following a `$ref` to this file's or common.yaml's components/examples. */
export function exampleValue(file: ContractFile, example: ExampleEntry): Json {
  if (!example.$ref) return example.value;
  const [, refFile, name] =
    example.$ref.match(/^(?:\.\/(\w+)\.yaml)?#\/components\/examples\/(\w+)$/) ?? [];
  if (!name) throw new Error(`openapi/${file}.yaml: cannot follow ${example.$ref}`);
  return componentExample((refFile as ContractFile | undefined) ?? file, name);
}

export interface ContractOperation {
  file: 'sys' | 'cap';
  path: string;
  method: string;
  operationId: string;
  /** Answers without a session (`security: []`). */
  public: boolean;
  /** The named examples of its 200 JSON reply. */
  replyExamples: Record<string, ExampleEntry>;
}

/** Every operation of sys.yaml and cap.yaml. */
export function contractOperations(): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const file of ['sys', 'cap'] as const) {
    for (const [path, item] of Object.entries(documentOf(file).paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!operation.operationId) continue;
        operations.push({
          file,
          path,
          method,
          operationId: operation.operationId,
          public: Array.isArray(operation.security) && operation.security.length === 0,
          replyExamples:
            operation.responses?.['200']?.content?.['application/json']?.examples ?? {},
        });
      }
    }
  }
  return operations;
}
