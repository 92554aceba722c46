import { Alert, Button, Space, Switch, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { NotifyPref } from '../../../providers/account-centre-api';
import {
  NOTIFY_CHANNELS,
  prefsChanged,
  silencedSecurityKind,
  withChannel,
  type NotifyChannel,
} from '../../../src/lib/accountCentre/notifyPrefs';
import { useDictText } from '../../customer/customer/useDictText';
import { useFeedback } from '../../kit/useFeedback';
import { useSending } from '../../kit/useSending';
import { useAccountCentre } from './accountCentreContext';
import { ReadState } from './ReadState';
import { NOTIFY_COLUMNS, NOTIFY_HINT, RESET, SAVE, SECURITY_SILENCED } from './texts';
import { useNotifyPrefs } from './useAccountReads';

/** 新消息通知 (spec 2.7 notification): per message kind, the channels it reaches the user by. */
export function NotifyTab() {
  const { query } = useNotifyPrefs();
  return <ReadState query={query}>{(prefs) => <NotifyForm saved={prefs} />}</ReadState>;
}

function NotifyForm({ saved }: { saved: NotifyPref[] }) {
  const { api } = useAccountCentre();
  const { store } = useNotifyPrefs();
  const feedback = useFeedback();
  const kindText = useDictText('notify_kind');
  const { sending, run } = useSending();
  const [edited, setEdited] = useState(saved);

  const save = () => {
    if (silencedSecurityKind(edited)) {
      feedback.warn(SECURITY_SILENCED);
      return;
    }
    void run(
      async () => {
        const outcome = await api.saveNotifyPrefs(edited);
        if (outcome.ok) {
          store(outcome.value);
          setEdited(outcome.value);
        }
        return outcome;
      },
      () => undefined,
    );
  };

  const channelColumn = (channel: NotifyChannel) => ({
    key: channel,
    title: NOTIFY_COLUMNS[channel],
    width: 120,
    render: (_: unknown, pref: NotifyPref) => (
      <Switch
        checked={pref[channel]}
        aria-label={`${kindText(pref.kind)}${NOTIFY_COLUMNS[channel]}`}
        onChange={(on) => setEdited((prefs) => withChannel(prefs, pref.kind, channel, on))}
      />
    ),
  });
  const columns: TableColumnsType<NotifyPref> = [
    { key: 'kind', title: NOTIFY_COLUMNS.kind, render: (_, pref) => kindText(pref.kind) },
    ...NOTIFY_CHANNELS.map(channelColumn),
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 640 }}>
      <Alert type="info" showIcon message={NOTIFY_HINT} />
      <Table<NotifyPref>
        rowKey="kind"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={edited}
      />
      <Space>
        <Button
          type="primary"
          loading={sending}
          disabled={!prefsChanged(saved, edited)}
          onClick={save}
        >
          {SAVE}
        </Button>
        <Button disabled={sending || !prefsChanged(saved, edited)} onClick={() => setEdited(saved)}>
          {RESET}
        </Button>
      </Space>
    </Space>
  );
}
