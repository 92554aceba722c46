import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { sysConfigApi, type SysConfigApi } from '../../../providers/sys-config-api';
import { CodeEditor } from '../../../src/components/CodeEditor';
import { DictSelect } from '../../../src/components/DictSelect';
import { OPERATION_SUCCEEDED, pleaseEnter, pleaseSelect } from '../../../src/lib/messages';
import {
  routeFormValues,
  routeJsonRule,
  routerOf,
  type GatewayRouteFormValues,
  type GatewayRouteRecord,
} from './routeForm';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

export const ROUTE_STATUS_DICT = 'valid_status';

export interface GatewayRouteDialogProps {
  /** The route edited; a new one when absent. */
  route?: GatewayRouteRecord;
  onClose: () => void;
  /** Saved: close and read the list again. */
  onDone: () => void;
  /** The app's call by default; tests pass their own. */
  api?: Pick<SysConfigApi, 'saveGatewayRoute'>;
}

const required = (label: string, choice = false) => [
  {
    required: true,
    whitespace: !choice,
    message: choice ? pleaseSelect(label) : pleaseEnter(label),
  },
];

/**
 * 新增 / 编辑 of a gateway route. JeecgBoot saves both through POST /sys/gatewayRoute/updateAll
 * with the route inside `router` (not the list kit's add/edit), so the form is the page's own.
 * Predicates and filters are JSON arrays edited as text. A refused save keeps the input.
 */
export function GatewayRouteDialog({
  route,
  onClose,
  onDone,
  api = sysConfigApi,
}: GatewayRouteDialogProps) {
  const { message } = useAppFeedback();
  const [form] = Form.useForm<GatewayRouteFormValues>();
  const [saving, setSaving] = useState(false);

  const save = async (values: GatewayRouteFormValues) => {
    setSaving(true);
    try {
      const outcome = await api.saveGatewayRoute(routerOf(values, route?.id));
      if (outcome.ok) {
        void message.success(outcome.message.trim() || OPERATION_SUCCEEDED);
        onDone();
      } else if (!outcome.presented) {
        void message.warning(outcome.message);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={route ? '编辑' : '新增'}
      width={800}
      okText="确定"
      cancelText="关闭"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<GatewayRouteFormValues>
        form={form}
        name={route ? 'gatewayRoute-edit' : 'gatewayRoute-create'}
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 19 }}
        initialValues={routeFormValues(route)}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="routerId" label="路由ID" rules={required('路由ID')}>
          <Input placeholder={pleaseEnter('路由ID')} />
        </Form.Item>
        <Form.Item name="name" label="路由名称" rules={required('路由名称')}>
          <Input placeholder={pleaseEnter('路由名称')} />
        </Form.Item>
        <Form.Item name="uri" label="路由URI" rules={required('路由URI')}>
          <Input placeholder="如 lb://jeecg-system" />
        </Form.Item>
        <Form.Item name="status" label="状态" rules={required('状态', true)}>
          <DictSelect dictCode={ROUTE_STATUS_DICT} allowClear={false} />
        </Form.Item>
        <Form.Item
          name="predicates"
          label="路由条件"
          rules={[...required('路由条件'), routeJsonRule]}
        >
          {/* JSON is a subset of JavaScript: its highlighting fits (spec 9 has no JSON mode). */}
          <CodeEditor language="javascript" height="160px" />
        </Form.Item>
        <Form.Item name="filters" label="过滤器" rules={[routeJsonRule]}>
          <CodeEditor language="javascript" height="120px" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
