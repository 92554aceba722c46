import { Form, Input } from 'antd';
import { FormFields } from '../../kit/FormFields';
import { departFormFields, type DepartRecord } from '../depart/declaration';
import { ParentName } from '../depart/ParentName';

export interface DepartInfoViewProps {
  depart: DepartRecord;
  nameOf: (id: string) => string | undefined;
}

/**
 * 基本信息 of a department on 我的部门 (JeecgBoot DeptBaseInfo): the fields of 部门管理's form,
 * all read-only. The page keys it by department, so each selection shows its own values.
 */
export function DepartInfoView({ depart, nameOf }: DepartInfoViewProps) {
  // The kit's fields set their own `disabled`, so each is made read-only, not only the form.
  const fields = departFormFields(() => <ParentName nameOf={nameOf} />).map((field) => ({
    ...field,
    readOnlyOnEdit: true,
  }));
  return (
    <Form
      name="my-depart-info"
      disabled
      initialValues={depart}
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 16 }}
    >
      <FormFields fields={fields} context={{ mode: 'edit', id: depart.id }} />
      <Form.Item label="机构编码">
        <Input value={depart.orgCode ?? ''} aria-label="机构编码" />
      </Form.Item>
    </Form>
  );
}
