export { PlainText, PlainTitle } from './PlainTypography';
