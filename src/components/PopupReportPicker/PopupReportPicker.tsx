import { CloseCircleOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { reportApi as appReportApi, type ReportApi } from '../../../providers/report-api';
import { MODAL_WIDTH } from '../../lib/constants';
import {
  DEFAULT_SPLITER,
  displayText,
  emptySelection,
  mapSelection,
  popupConfigError,
  splitFields,
  type ReportRecord,
} from '../../lib/superQuery/popupReport';
import { PopupReportModal } from './PopupReportModal';
import { useAppFeedback } from '../feedback/useAppFeedback';

export interface PopupReportPickerProps {
  /** The input's own value: its field's values joined with the spliter. */
  value?: string;
  /** The new value, and every destination field with its values. */
  onChange?: (value: string, record: Record<string, string>) => void;
  /** Every destination field with its values, so a form can fill its other fields. */
  onSelect?: (record: Record<string, string>) => void;
  /** Report code (getRpColumns). */
  code: string;
  /** The form field this input holds; one of destFields. Default: the first of them. */
  field?: string;
  /** Report columns copied, comma-separated. */
  orgFields: string;
  /** Form fields filled, comma-separated, in the order of orgFields. */
  destFields: string;
  /** Several rows may be chosen. */
  multi?: boolean;
  /** Joins the values of several rows (spec 3: default comma). */
  spliter?: string;
  /** Initial sort, `column=asc|desc`. */
  sorter?: string;
  /** Report SQL parameters, sent as `self_<name>`; a search field of the same name is preset. */
  param?: Readonly<Record<string, string>>;
  /** spec 9: the report picker is 1200 wide, the biz-select variant 900. */
  variant?: 'report' | 'bizSelect';
  placeholder?: string;
  disabled?: boolean;
  /** The calls to use; the app's by default. */
  api?: ReportApi;
}

/**
 * The popup report picker (JPopup; spec 2.10, 3, 5.4, 7.5): a read-only input with a search
 * button that opens the report table; the chosen rows' orgFields are copied to destFields.
 */
export function PopupReportPicker(props: PopupReportPickerProps) {
  const { value, onChange, onSelect, code, orgFields, destFields, multi = false } = props;
  const spliter = props.spliter || DEFAULT_SPLITER;
  const { message } = useAppFeedback();
  const [open, setOpen] = useState(false);
  const configError = popupConfigError({ code, orgFields, destFields });
  const shownError = useRef<string>(undefined);

  // spec 5.4: a configuration error is said once, and the picker is not offered.
  useEffect(() => {
    if (configError && shownError.current !== configError) {
      shownError.current = configError;
      void message.error(configError);
    }
  }, [configError, message]);

  if (configError) return null;

  const ownField = props.field || splitFields(destFields)[0] || '';
  const emit = (record: Record<string, string>) => {
    onChange?.(record[ownField] ?? '', record);
    onSelect?.(record);
  };
  const choose = (rows: ReportRecord[]) =>
    emit(mapSelection(rows, { orgFields, destFields }, spliter));
  const clear = () => emit(emptySelection(destFields));
  const text = displayText(value, spliter);

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          value={text}
          placeholder={props.placeholder ?? '请选择'}
          disabled={props.disabled}
          onClick={() => {
            if (!props.disabled) setOpen(true);
          }}
          suffix={
            text && !props.disabled ? (
              <CloseCircleOutlined title="清空" aria-label="清空" onClick={clear} />
            ) : (
              <span />
            )
          }
        />
        <Button
          icon={<SearchOutlined />}
          aria-label="选择"
          disabled={props.disabled}
          onClick={() => setOpen(true)}
        />
      </Space.Compact>
      <PopupReportModal
        open={open}
        api={props.api ?? appReportApi}
        code={code}
        multi={multi}
        width={props.variant === 'bizSelect' ? MODAL_WIDTH.popupBizSelect : MODAL_WIDTH.popupReport}
        sorter={props.sorter}
        param={props.param}
        onOk={choose}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
