/** Rendering and fakes shared by the upload component tests. */
import { render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { useState, type ReactElement } from 'react';
import { vi } from 'vitest';
import type { UploadedFile, UploadOptions } from '../../../providers/upload-api';
import { FileUpload, type FileUploadProps } from '../../../src/components/FileUpload';

export function renderInApp(ui: ReactElement) {
  return render(<AntdApp>{ui}</AntdApp>);
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** A fake upload API: each upload waits for the test to settle it. */
export function fakeUploadApi() {
  const pending: { file: File; options?: UploadOptions; settle: Deferred<UploadedFile> }[] = [];
  const uploadFile = vi.fn((file: File, options?: UploadOptions) => {
    const settle = deferred<UploadedFile>();
    pending.push({ file, options, settle });
    return settle.promise;
  });
  const fileUrl = (path: string) => `https://static.example.cn/${path}`;
  const stored = (path: string, name = path.slice(path.lastIndexOf('/') + 1)): UploadedFile => ({
    path,
    url: fileUrl(path),
    name,
  });
  return { api: { uploadFile, fileUrl }, pending, stored };
}

export function textFile(name = '合同扫描件.pdf', type = 'application/pdf'): File {
  return new File(['%PDF'], name, { type });
}

export function imageFile(name = '营业执照.png'): File {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
}

/** The widget in a controlled parent that shows the value, as a Form.Item would hold it. */
export function Controlled(props: FileUploadProps & { initial?: string; external?: string }) {
  const { initial = '', external, onChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
      <FileUpload
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output aria-label="当前值">{value}</output>
      {external === undefined ? null : (
        <button type="button" onClick={() => setValue(external)}>
          外部赋值
        </button>
      )}
    </>
  );
}

export function fileInput(container: HTMLElement, index = 0): HTMLInputElement {
  const inputs = container.ownerDocument.querySelectorAll<HTMLInputElement>('input[type="file"]');
  const input = inputs[index];
  if (!input) throw new Error(`no file input ${index}`);
  return input;
}

export const currentValue = (): string => screen.getByLabelText('当前值').textContent ?? '';
