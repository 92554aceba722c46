import { useUpdate } from '@refinedev/core';
import { Button, Form, Input, Space } from 'antd';
import { mutationMessage } from '../../../providers/data-provider';
import { Authorized } from '../../../src/components/Authorized';
import { FormFields } from '../../kit/FormFields';
import { useFeedback } from '../../kit/useFeedback';
import {
  DEPART_PERMISSIONS,
  departFormFields,
  type DepartForm,
  type DepartRecord,
} from './declaration';
import { ParentName } from './ParentName';
import { departResource } from './resource';

export interface DepartInfoTabProps {
  depart: DepartRecord;
  nameOf: (id: string) => string | undefined;
}

/**
 * 基本信息 of the selected department (JeecgBoot DepartList right pane): its form, orgCode shown
 * read-only, 重置 and 保存 (PUT edit). A refused save warns once and keeps the input. The page
 * keys this tab by department, so each selection starts from its own values.
 */
export function DepartInfoTab({ depart, nameOf }: DepartInfoTabProps) {
  const [form] = Form.useForm<DepartForm>();
  const feedback = useFeedback();
  const { mutate, mutation } = useUpdate<DepartForm>();
  const fields = departFormFields(() => <ParentName nameOf={nameOf} />);

  const save = (values: DepartForm) =>
    mutate(
      {
        resource: departResource.name,
        id: depart.id,
        values,
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: (reply) => feedback.succeeded(mutationMessage(reply)),
        onError: feedback.failed,
      },
    );

  return (
    <Form<DepartForm>
      form={form}
      name="depart-edit"
      initialValues={depart}
      onFinish={save}
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 16 }}
    >
      <FormFields fields={fields} context={{ mode: 'edit', id: depart.id }} />
      <Form.Item label="机构编码">
        <Input disabled value={depart.orgCode ?? ''} aria-label="机构编码" />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 5, span: 16 }}>
        <Space>
          <Button onClick={() => form.resetFields()}>重置</Button>
          <Authorized code={DEPART_PERMISSIONS.edit}>
            <Button type="primary" loading={mutation.isPending} onClick={() => form.submit()}>
              保存
            </Button>
          </Authorized>
        </Space>
      </Form.Item>
    </Form>
  );
}
