import { Button, Space, Tooltip, type TableColumnsType } from 'antd';
import type { MsgTemplate } from '../../../providers/msg-api';
import { MSG_BUTTON, MSG_DICT, MSG_TEMPLATE_STATUS } from '../../../src/lib/msg';
import { DictTag } from '../../account/account/DictTag';
import { useAllowed } from '../../kit/useAllowed';
import { CHANNEL_COLOURS, TEMPLATE_STATUS_COLOURS } from '../shared/colours';
import { TEMPLATE_TEXTS as TEXTS } from './texts';

export type TemplateAction = 'preview' | 'edit' | 'test';

/** The columns of 消息模板: codes through their dictionaries, 编辑 and 测试发送 behind their codes. */
export function useTemplateColumns(
  onAction: (template: MsgTemplate, action: TemplateAction) => void,
): TableColumnsType<MsgTemplate> {
  const allowed = useAllowed();
  return [
    { title: TEXTS.templateCode, dataIndex: 'templateCode', width: 190 },
    { title: TEXTS.templateName, dataIndex: 'templateName', width: 150 },
    {
      title: TEXTS.channel,
      dataIndex: 'channel',
      width: 90,
      render: (code: string) => (
        <DictTag dictCode={MSG_DICT.channel} value={code} colours={CHANNEL_COLOURS} />
      ),
    },
    { title: TEXTS.subject, dataIndex: 'subject', width: 200, ellipsis: true },
    { title: TEXTS.content, dataIndex: 'content', ellipsis: true },
    {
      title: TEXTS.variables,
      dataIndex: 'variables',
      width: 200,
      render: (variables: MsgTemplate['variables']) =>
        variables.map((variable) => variable.name).join('、'),
    },
    {
      title: TEXTS.status,
      dataIndex: 'status',
      width: 80,
      render: (code: string) => (
        <DictTag
          dictCode={MSG_DICT.templateStatus}
          value={code}
          colours={TEMPLATE_STATUS_COLOURS}
        />
      ),
    },
    { title: TEXTS.updateBy, dataIndex: 'updateBy', width: 100 },
    { title: TEXTS.updateTime, dataIndex: 'updateTime', width: 170 },
    {
      title: TEXTS.actions,
      key: 'actions',
      fixed: 'right',
      width: 190,
      render: (_: unknown, template) => {
        const disabled = template.status === MSG_TEMPLATE_STATUS.disabled;
        return (
          <Space size="small">
            <Button type="link" size="small" onClick={() => onAction(template, 'preview')}>
              {TEXTS.preview}
            </Button>
            {allowed(MSG_BUTTON.templateEdit) ? (
              <Button type="link" size="small" onClick={() => onAction(template, 'edit')}>
                {TEXTS.edit}
              </Button>
            ) : null}
            {allowed(MSG_BUTTON.templateTest) ? (
              <Tooltip title={disabled ? TEXTS.disabledHint : undefined}>
                <Button
                  type="link"
                  size="small"
                  disabled={disabled}
                  onClick={() => onAction(template, 'test')}
                >
                  {TEXTS.testSend}
                </Button>
              </Tooltip>
            ) : null}
          </Space>
        );
      },
    },
  ];
}
