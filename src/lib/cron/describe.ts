/**
 * A Chinese description of a Quartz expression with cronstrue (Quartz weekday numbering, 24-hour
 * times). cronstrue refuses `L-nW`; that one is described from `L-n` plus its nearest weekday.
 */
import cronstrue from 'cronstrue';
import 'cronstrue/locales/zh_CN.js';
import { fieldText } from './fieldSyntax';
import { CRON_PARTS } from './model';
import { parseCronExpression } from './parse';

const OPTIONS = {
  locale: 'zh_CN',
  dayOfWeekStartIndexZero: false,
  use24HourTimeFormat: true,
  throwExceptionOnParseError: true,
} as const;

/** The description, or null when the expression is invalid or cronstrue cannot read it. */
export function describeCron(expression: string): string | null {
  const parsed = parseCronExpression(expression);
  if (!parsed.ok) return null;
  const { syntax } = parsed;
  const day = syntax.day;
  const offsetWeekday = day.kind === 'lastOffset' && day.weekday ? day.offset : null;
  const fields = CRON_PARTS.map((part) =>
    part === 'day' && offsetWeekday !== null ? `L-${offsetWeekday}` : fieldText(syntax[part]),
  );
  let text: string;
  try {
    text = cronstrue.toString(fields.join(' '), OPTIONS);
  } catch {
    return null;
  }
  if (offsetWeekday === null) return text;
  // cronstrue's zh_CN says "限每月最后一天之前的第n天"; name the nearest weekday after it.
  const phrase = `最后一天之前的第${offsetWeekday}天`;
  return text.includes(phrase)
    ? text.replace(phrase, `${phrase}最接近的工作日`)
    : `${text}, 取最接近该日的工作日`;
}
