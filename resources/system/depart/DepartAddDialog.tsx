import { useCreate } from '@refinedev/core';
import { Form, Modal } from 'antd';
import { mutationMessage } from '../../../providers/data-provider';
import { FormFields } from '../../kit/FormFields';
import { useFeedback } from '../../kit/useFeedback';
import { departFormFields, newDepartValues, type DepartForm } from './declaration';
import { ParentName } from './ParentName';
import { departResource } from './resource';

export interface DepartAddDialogProps {
  /** The parent of the new department; none adds a top-level one. */
  parentId?: string;
  nameOf: (id: string) => string | undefined;
  onClose: () => void;
  /** After a save: the tree reads itself again (Refine invalidates the depart list). */
  onDone: () => void;
}

/**
 * 添加部门 / 添加下级 (JeecgBoot DepartModal; jeecg-contracts §2.5 add: the server fills id,
 * orgCode and orgType). A refused save warns once and keeps the input.
 */
export function DepartAddDialog({ parentId, nameOf, onClose, onDone }: DepartAddDialogProps) {
  const [form] = Form.useForm<DepartForm>();
  const feedback = useFeedback();
  const { mutate, mutation } = useCreate<DepartForm>();
  const fields = departFormFields(() => <ParentName nameOf={nameOf} />);

  const save = (values: DepartForm) =>
    mutate(
      {
        resource: departResource.name,
        values,
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: (reply) => {
          feedback.succeeded(mutationMessage(reply));
          onDone();
        },
        onError: feedback.failed,
      },
    );

  return (
    <Modal
      open
      title="新增"
      width={800}
      okText="确定"
      cancelText="关闭"
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<DepartForm>
        form={form}
        name="depart-create"
        initialValues={newDepartValues(parentId)}
        onFinish={save}
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 16 }}
      >
        <FormFields fields={fields} context={{ mode: 'create' }} />
      </Form>
    </Modal>
  );
}
