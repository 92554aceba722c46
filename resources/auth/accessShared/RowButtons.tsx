import { Button, Space } from 'antd';

export interface RowAction<Key extends string> {
  key: Key;
  label: string;
  disabled?: boolean;
}

/** A row's actions as link buttons: reachable by keyboard, the hidden ones already dropped. */
export function RowButtons<Key extends string>({
  actions,
  onAction,
}: {
  actions: readonly RowAction<Key>[];
  onAction: (key: Key) => void;
}) {
  return (
    <Space size="small" wrap>
      {actions.map((action) => (
        <Button
          key={action.key}
          type="link"
          size="small"
          autoInsertSpace={false}
          disabled={action.disabled}
          onClick={() => onAction(action.key)}
        >
          {action.label}
        </Button>
      ))}
    </Space>
  );
}
