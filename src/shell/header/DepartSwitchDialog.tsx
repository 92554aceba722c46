import { Form, Modal, Select, Typography } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import { accountApi, type Depart, type DepartsOutcome } from '../../../providers/account-api';
import { MODAL_WIDTH } from '../../lib/constants';
import { REQUEST_FAILED } from '../../lib/messages';
import {
  CANCEL_TEXT,
  DEPART_REQUIRED,
  DEPART_SWITCHED,
  DIALOG_TITLES,
  FIELD_LABELS,
  NO_DEPARTS,
  OK_TEXT,
} from './texts';
import { useAppFeedback } from '../../components/feedback/useAppFeedback';

export interface DepartSwitchDialogProps {
  open: boolean;
  onClose: () => void;
  /** The signed-in user's name, sent with the choice (jeecg-contracts §2.1). */
  username?: string;
  /** Called after the stored user info was updated. */
  onSwitched?: () => void;
}

interface Loaded {
  departs: Depart[];
  currentOrgCode?: string;
}

/**
 * 部门切换 (spec 2.6, 2.10): asks the server for the user's departments first and shows itself
 * only when there are some; otherwise it warns 您尚未设置部门信息! and closes.
 */
export function DepartSwitchDialog({
  open,
  onClose,
  username,
  onSwitched,
}: DepartSwitchDialogProps) {
  const { message } = useAppFeedback();
  const [loaded, setLoaded] = useState<Loaded>();
  const [chosen, setChosen] = useState<string>();
  const [saving, setSaving] = useState(false);

  const close = () => {
    setLoaded(undefined);
    setChosen(undefined);
    onClose();
  };

  const settle = useEffectEvent((outcome: DepartsOutcome) => {
    if (!outcome.ok) {
      if (!outcome.presented) void message.warning(outcome.message || REQUEST_FAILED);
      close();
    } else if (outcome.departs.length === 0) {
      void message.warning(NO_DEPARTS);
      close();
    } else {
      setLoaded({ departs: outcome.departs, currentOrgCode: outcome.currentOrgCode });
    }
  });

  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    void accountApi.getCurrentUserDeparts().then((outcome) => {
      if (current) settle(outcome);
    });
    return () => {
      current = false;
    };
  }, [open]);

  const submit = async () => {
    if (!chosen) {
      void message.warning(DEPART_REQUIRED);
      return;
    }
    setSaving(true);
    const outcome = await accountApi.selectDepart({ orgCode: chosen, username });
    setSaving(false);
    if (outcome.ok) {
      void message.success(DEPART_SWITCHED);
      onSwitched?.();
      close();
    } else if (!outcome.presented) {
      void message.warning(outcome.message || REQUEST_FAILED);
    }
  };

  const current = loaded?.departs.find((depart) => depart.orgCode === loaded.currentOrgCode);
  return (
    <Modal
      title={DIALOG_TITLES.departSwitch}
      width={MODAL_WIDTH.departmentSwitch}
      open={open && loaded !== undefined}
      okText={OK_TEXT}
      cancelText={CANCEL_TEXT}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={FIELD_LABELS.currentDepart}>
          <Typography.Text strong>{current?.departName ?? '-'}</Typography.Text>
        </Form.Item>
        <Form.Item label={FIELD_LABELS.targetDepart} required>
          <Select
            aria-label={FIELD_LABELS.targetDepart}
            placeholder={DEPART_REQUIRED}
            value={chosen}
            onChange={setChosen}
            options={loaded?.departs.map((depart) => ({
              value: depart.orgCode,
              label: depart.departName,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
