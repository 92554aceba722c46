export { CronInput, type CronInputProps } from './CronInput';
export { cronExpressionRule } from './cronRule';
