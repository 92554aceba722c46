export { OP_PASSWORD_LABEL, OpPasswordField, type OpPasswordFieldProps } from './OpPasswordField';
