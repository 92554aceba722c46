import { Input } from 'antd';

export interface ParentNameProps {
  /** The parent's id, from the form (Form.Item passes it). */
  value?: string | null;
  id?: string;
  nameOf: (id: string) => string | undefined;
}

/** The parent department, shown but not chosen (JeecgBoot disables its tree select): 无 at the top. */
export function ParentName({ value, id, nameOf }: ParentNameProps) {
  const name = value ? nameOf(value) : undefined;
  return <Input id={id} disabled value={name ?? value ?? ''} placeholder="无" />;
}
