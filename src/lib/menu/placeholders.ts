/**
 * `{{ … }}` placeholders in menu URLs (spec 2.3). The old console ran them through eval; here each
 * one is looked up in a closed table of named values and an unknown one makes the URL unusable.
 * The result must be an http(s) URL (architecture "Placeholders", ASVS V5.2.4).
 */
export type PlaceholderValues = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{\{\s*([^}]*?)\s*\}\}/g;

/** The expressions menus configured for the old console use, in normalised form. */
export const KNOWN_PLACEHOLDERS = {
  apiBase: ["window._CONFIG['domianURL']", 'domianURL'],
  staticDomain: ["window._CONFIG['staticDomainURL']", 'staticDomainURL'],
} as const;

export type PlaceholderName = keyof typeof KNOWN_PLACEHOLDERS;

function normalise(expression: string): string {
  return expression.replace(/\s+/g, '').replace(/"/g, "'");
}

function valueOf(expression: string, values: Partial<Record<PlaceholderName, string>>) {
  const wanted = normalise(expression);
  for (const [name, spellings] of Object.entries(KNOWN_PLACEHOLDERS)) {
    if ((spellings as readonly string[]).includes(wanted)) return values[name as PlaceholderName];
  }
  return undefined;
}

/** Only absolute http(s) URLs are usable; everything else opens nothing. */
export function checkedHttpUrl(candidate: string): string | undefined {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

export function resolveMenuUrl(
  raw: string | null | undefined,
  values: Partial<Record<PlaceholderName, string>>,
): string | undefined {
  if (!raw) return undefined;
  let unknown = false;
  const substituted = raw.replace(PLACEHOLDER, (_match, expression: string) => {
    const value = valueOf(expression, values);
    if (value === undefined) unknown = true;
    return value ?? '';
  });
  return unknown ? undefined : checkedHttpUrl(substituted.trim());
}
