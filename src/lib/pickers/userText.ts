/** How picker tables show user fields (spec 3 user; spec 2.10 user selection). */

/** spec 2.10: sex 1 男, 2 女; anything else is shown as it came. */
export function sexText(sex: number | string | null | undefined): string {
  if (sex === 1 || sex === '1') return '男';
  if (sex === 2 || sex === '2') return '女';
  return sex === null || sex === undefined ? '' : String(sex);
}

/** The sex filter of the multi-user picker (dictionary `sex`). */
export const SEX_OPTIONS = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
] as const;
