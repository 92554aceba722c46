import { CloseCircleOutlined, ClusterOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useMemo, useState } from 'react';
import { MODAL_WIDTH } from '../../lib/constants';
import { joinPickedValues, splitPickedValues } from '../../lib/pickers/commaValues';
import {
  departsOf,
  storedValueOf,
  type DepartField,
  type DepartNode,
} from '../../lib/pickers/departTree';
import { DepartPickerModal } from './DepartPickerModal';
import { useDepartTree } from './useDepartTree';

export interface DepartPickerProps {
  /** Comma-joined department ids, or org codes with customReturnField orgCode. */
  value?: string;
  onChange?: (value: string) => void;
  /** Several departments or one (JeecgBoot default: one). */
  multi?: boolean;
  /** The department field stored (JeecgBoot customReturnField, default id). */
  customReturnField?: DepartField;
  /** Open the top departments when the tree shows (JeecgBoot default: yes). */
  rootOpened?: boolean;
  /** Only the departments under this one (spec 7.4: the tree loads with an optional pid). */
  pid?: string;
  disabled?: boolean;
  placeholder?: string;
  width?: number;
  id?: string;
}

/**
 * The department picker input (spec 2.10, JeecgBoot JSelectDepart): the chosen departments' names,
 * a clear icon, and the 选择部门 tree (width 500 by default) on click.
 */
export function DepartPicker({
  value,
  onChange,
  multi = false,
  customReturnField = 'id',
  rootOpened = true,
  pid,
  disabled,
  placeholder = '请点击选择部门',
  width = MODAL_WIDTH.departPicker,
  id,
}: DepartPickerProps) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<DepartNode[]>([]);
  const values = useMemo(() => splitPickedValues(value), [value]);
  const pickedOf = (item: string) =>
    picked.find((node) => storedValueOf(node, customReturnField) === item);
  // The whole tree names an existing value that this input did not just pick.
  const needsNames = values.some((item) => !pickedOf(item));
  const tree = useDepartTree(needsNames);
  const chosen = useMemo(
    () =>
      values.flatMap(
        (item) =>
          picked.find((node) => storedValueOf(node, customReturnField) === item) ??
          departsOf(tree.nodes, [item], customReturnField),
      ),
    [values, picked, tree.nodes, customReturnField],
  );
  const names = values
    .map(
      (item) =>
        chosen.find((node) => storedValueOf(node, customReturnField) === item)?.title ?? item,
    )
    .join(',');

  const accept = (departs: DepartNode[]) => {
    setOpen(false);
    setPicked(departs);
    onChange?.(joinPickedValues(departs.map((node) => storedValueOf(node, customReturnField))));
  };

  return (
    <>
      <Input
        id={id}
        readOnly
        disabled={disabled}
        placeholder={placeholder}
        value={names}
        onClick={() => !disabled && setOpen(true)}
        prefix={<ClusterOutlined title="部门选择控件" />}
        suffix={
          values.length && !disabled ? (
            <CloseCircleOutlined
              title="清空"
              role="button"
              aria-label="清空"
              onClick={(event) => {
                event.stopPropagation();
                setPicked([]);
                onChange?.('');
              }}
            />
          ) : (
            <span />
          )
        }
      />
      <DepartPickerModal
        open={open}
        width={width}
        multi={multi}
        rootOpened={rootOpened}
        pid={pid}
        initial={chosen}
        onOk={accept}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
