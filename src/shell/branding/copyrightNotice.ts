import type { Branding } from '../../lib/branding';

/** The footer line of both layouts (spec 2.4, 3): `Copyright © <years> <company>`. */
export function copyrightNotice({ copyright, company }: Pick<Branding, 'copyright' | 'company'>) {
  return `Copyright © ${copyright} ${company}`.trim();
}
