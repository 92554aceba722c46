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
interface Document {
  paths: Record<string, Record<string, OperationDoc>>;
  components?: { examples?: Record<string, { value: Json }> };
}
interface OperationDoc {
  operationId?: string;
  responses?: Record<
    string,
    { content?: Record<string, { examples?: Record<string, { $ref?: string; value?: Json }> }> }
  >;
}

const documents = new Map<string, Document>();

function documentOf(file: 'sys' | 'cap'): Document {
  let document = documents.get(file);
  if (!document) {
    document = load(readFileSync(path.join(openapiDir, `${file}.yaml`), 'utf8')) as Document;
    documents.set(file, document);
  }
  return document;
}

/** A components/examples entry's value. */
export function componentExample<T = Json>(file: 'sys' | 'cap', name: string): T {
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
      const ref = example.$ref?.match(/^#\/components\/examples\/(\w+)$/)?.[1];
      return (ref ? componentExample(file, ref) : example.value) as T;
    }
  }
  throw new Error(`openapi/${file}.yaml: ${operationId} has no reply example ${name}`);
}
