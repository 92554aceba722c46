/**
 * File and image upload (spec 2.10, 4 upload cell): a controlled widget for antd Form.Item whose
 * value is the comma-separated stored paths. The 更多 action of a file opens the upload dialog
 * and puts what is uploaded there in the file's place (spec 4: replace via a 'more' dialog).
 */
import { useState } from 'react';
import { FileUploadDialog } from './FileUploadDialog';
import { UploadField, type UploadFieldProps } from './UploadField';

export type FileUploadProps = Omit<UploadFieldProps, 'onMore'>;

export function FileUpload(props: FileUploadProps) {
  const [replacing, setReplacing] = useState<(value: string) => void>();
  return (
    <>
      <UploadField {...props} onMore={(_item, replace) => setReplacing(() => replace)} />
      <FileUploadDialog
        open={replacing !== undefined}
        mode={props.mode}
        target={props.target}
        bizPath={props.bizPath}
        accept={props.accept}
        api={props.api}
        multiple={false}
        onOk={(value) => {
          replacing?.(value);
          setReplacing(undefined);
        }}
        onCancel={() => setReplacing(undefined)}
      />
    </>
  );
}
