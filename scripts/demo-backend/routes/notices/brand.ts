/**
 * The demo tenant's pictures (TenantInquiry's logo, tabLogo and bkg name `brand/…svg`): the
 * contract's own examples of those paths, so the demo backend shows what the static mock shows.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { componentExample } from '../../seed/contractExamples';

const sysYaml = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../openapi/sys.yaml',
);

interface SvgExample {
  $ref?: string;
  value?: string;
}
interface SysDocument {
  paths: Record<
    string,
    {
      get?: {
        responses?: Record<
          string,
          { content?: Record<string, { examples?: Record<string, SvgExample> }> }
        >;
      };
    }
  >;
}

let document: SysDocument | undefined;

/** The first image/svg+xml example of `/sys/common/static/brand/<name>`. */
export function brandSvg(name: string): string {
  document ??= load(readFileSync(sysYaml, 'utf8')) as SysDocument;
  const examples =
    document.paths[`/sys/common/static/brand/${name}`]?.get?.responses?.['200']?.content?.[
      'image/svg+xml'
    ]?.examples ?? {};
  const [first] = Object.values(examples);
  const ref = first?.$ref?.match(/^#\/components\/examples\/(\w+)$/)?.[1];
  const svg = ref ? componentExample<string>('sys', ref) : first?.value;
  if (typeof svg !== 'string') throw new Error(`openapi/sys.yaml has no picture for brand/${name}`);
  return svg;
}
