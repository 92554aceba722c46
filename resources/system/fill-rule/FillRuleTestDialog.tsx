import { Button, Modal, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { sysConfigApi, type SysConfigApi } from '../../../providers/sys-config-api';
import {
  FILL_RULE_GENERATING,
  FILL_RULE_TEST_TITLE,
  fillRuleResult,
} from '../../../src/lib/messages';

type Answer = Awaited<ReturnType<SysConfigApi['testFillRule']>>;

export interface FillRuleTestDialogProps {
  ruleCode: string;
  onClose: () => void;
  /** The app's call by default; tests pass their own. */
  api?: Pick<SysConfigApi, 'testFillRule'>;
}

/**
 * 功能测试 of a fill rule (JeecgBoot SysFillRuleList): the server runs the rule once (GET
 * /sys/fillRule/testFillRule) and the dialog shows 生成结果：<value>, or the server's refusal. An
 * HTTP failure has been shown by the HTTP layer: the dialog then just closes.
 */
export function FillRuleTestDialog({
  ruleCode,
  onClose,
  api = sysConfigApi,
}: FillRuleTestDialogProps) {
  const [answer, setAnswer] = useState<Answer>();

  useEffect(() => {
    let live = true;
    void api.testFillRule(ruleCode).then((result) => {
      if (!live) return;
      if (!result.ok && result.presented) onClose();
      else setAnswer(result);
    });
    return () => {
      live = false;
    };
  }, [api, ruleCode, onClose]);

  return (
    <Modal
      open
      title={FILL_RULE_TEST_TITLE}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          确定
        </Button>
      }
    >
      {!answer ? (
        <Spin tip={FILL_RULE_GENERATING}>
          <div style={{ height: 80 }} />
        </Spin>
      ) : answer.ok ? (
        <Result status="success" title={fillRuleResult(answer.value)} />
      ) : (
        <Result status="warning" title={answer.message} />
      )}
    </Modal>
  );
}
