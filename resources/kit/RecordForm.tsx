import { Button, ConfigProvider, Drawer, Form, Modal, Space } from 'antd';
import type { ReactNode } from 'react';
import { FormFields } from './FormFields';
import type { FormFieldDecl } from './types';
import type { RecordFormState } from './useRecordForm';

/** spec 9 gives no list-form width; JeecgBoot's generated list modals use 800. */
const DEFAULT_WIDTH = 800;
const TITLES = { create: '新增', edit: '编辑' } as const;

/**
 * The form's buttons without antd's motion. 确定's spinner (an icon named "loading") leaves the
 * button only when its CSS leave transition reports its end; on a loaded machine that end sometimes
 * never came (the spinner sat at width 0 and opacity 0, no transition left to end), so an idle 确定
 * kept the spinner for good and was announced as "loading 确 定" after a refused save.
 */
const NO_MOTION = { token: { motion: false } };
const StillButtons = ({ children }: { children: ReactNode }) => (
  <ConfigProvider theme={NO_MOTION}>{children}</ConfigProvider>
);

export interface RecordFormProps {
  state: RecordFormState;
  fields: readonly FormFieldDecl[];
  container?: 'modal' | 'drawer';
  width?: number;
}

/** The create/edit form in a modal or a drawer, with 关闭 / 确定 (JeecgBoot modal buttons). */
export function RecordForm({
  state,
  fields,
  container = 'modal',
  width = DEFAULT_WIDTH,
}: RecordFormProps) {
  const title = TITLES[state.context.mode];
  const body = (
    <Form
      {...state.formProps}
      name={state.formName}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 16 }}
    >
      <FormFields fields={fields} context={state.context} />
    </Form>
  );
  if (container === 'drawer') {
    return (
      <Drawer
        open={state.visible}
        title={title}
        width={width}
        onClose={state.requestClose}
        forceRender
        extra={
          <StillButtons>
            <Space>
              <Button onClick={state.requestClose}>关闭</Button>
              <Button type="primary" loading={state.saving} onClick={state.submit}>
                确定
              </Button>
            </Space>
          </StillButtons>
        }
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      open={state.visible}
      title={title}
      width={width}
      forceRender
      okText="确定"
      cancelText="关闭"
      confirmLoading={state.saving}
      onOk={state.submit}
      onCancel={state.requestClose}
      footer={(buttons) => <StillButtons>{buttons}</StillButtons>}
    >
      {body}
    </Modal>
  );
}
