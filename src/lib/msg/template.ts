/**
 * `${var}` placeholders of a message template (spec 2.7 消息与模板): found, checked against the
 * template's declared variables and filled by plain string replacement — a placeholder is only a
 * name, nothing in it is ever evaluated, and only declared names are substituted.
 */

/** `${name}`: a letter or underscore, then letters, digits and underscores. */
const PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** A declared variable's name: the contract's pattern (cap.yaml CapMsgVariable). */
export const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,31}$/;

/** The distinct placeholder names of `text`, in the order they first appear. */
export function placeholdersOf(text: string | null | undefined): string[] {
  const found = new Set<string>();
  for (const match of (text ?? '').matchAll(PLACEHOLDER)) if (match[1]) found.add(match[1]);
  return [...found];
}

/** The placeholder names of `text` that are not declared (the server refuses them: E4702). */
export function undeclaredPlaceholders(
  text: string | null | undefined,
  declared: readonly string[],
): string[] {
  const known = new Set(declared);
  return placeholdersOf(text).filter((name) => !known.has(name));
}

/** The names declared more than once. */
export function duplicateNames(declared: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const name of declared) (seen.has(name) ? twice : seen).add(name);
  return [...twice];
}

/**
 * `text` with each declared placeholder replaced by its value (passed through `escape`, e.g. HTML
 * escaping for an email body); an undeclared placeholder, or one without a value, stays as written
 * so the preview shows what is missing.
 */
export function fillTemplate(
  text: string | null | undefined,
  values: Readonly<Record<string, string | undefined>>,
  declared: readonly string[],
  escape: (value: string) => string = (value) => value,
): string {
  const allowed = new Set(declared);
  // A replacer function: the value is inserted literally (no `$&` patterns), never interpreted.
  return (text ?? '').replace(PLACEHOLDER, (whole, name: string) => {
    const value = allowed.has(name) && Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? whole : escape(value);
  });
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** A value made inert inside HTML: an email's sample values are text, not markup. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * What is wrong with a template's placeholders, as the operator reads it (the server's own
 * wording, E4702), or undefined: every `${var}` of the subject and content is declared.
 */
export function placeholderProblem(
  texts: readonly (string | null | undefined)[],
  declared: readonly string[],
): string | undefined {
  const [first] = undeclaredPlaceholders(texts.join('\n'), declared);
  return first === undefined ? undefined : `模板内容中的变量\${${first}}未声明`;
}
