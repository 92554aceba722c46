import type { CSSProperties } from 'react';

/**
 * What every dictionary select takes from antd Form.Item and its page (the widgets are controlled
 * components): the stored text, `undefined` once cleared so required rules see an empty field, and
 * the usual presentation props.
 */
export interface SelectFieldProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  style?: CSSProperties;
}
