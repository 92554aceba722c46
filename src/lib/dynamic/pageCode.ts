/**
 * The descriptor code of a descriptor-driven page: the last segment of its menu path
 * (`/dynamic/bankBranch` → `bankBranch`), so one page component serves every such menu entry.
 */
export function pageCodeOfPath(pathname: string): string | undefined {
  const segments =
    pathname
      .split(/[?#]/, 1)[0]
      ?.split('/')
      .filter((part) => part !== '') ?? [];
  const last = segments.at(-1);
  return last && /^[A-Za-z][\w-]*$/.test(last) ? last : undefined;
}
