/**
 * Quartz cron: model, parse and build, the editor's rules, next run times and description.
 * nextRunTimes and describeCron pull in croner and cronstrue: light code (the cron input) imports
 * the files it needs directly so those stay in the editor's lazily loaded chunk.
 */
export * from './model';
export { fieldText, readField, type CronItem, type FieldSyntax } from './fieldSyntax';
export {
  cronExpressionError,
  fieldPatch,
  parseCronExpression,
  stateFromSyntax,
  type CronParseResult,
  type CronSyntax,
} from './parse';
export { buildCronExpression, buildCronField } from './build';
export { isPartSet, updateCronPart } from './rules';
export { createCronDraft, draftWithPart, draftWithText, type CronDraft } from './draft';
export { expandCronItem, expandCronItems } from './expand';
export { CronExpressionError, lastOffsetDay, nearestWeekday, nextRunTimes } from './nextRuns';
export { describeCron } from './describe';
export { formatRunTime } from './format';
