import { Button, Card, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { StoredFile } from '../../../providers/msg-api';
import { MSG_BUTTON, formatFileSize, previewKind } from '../../../src/lib/msg';
import { useAllowed } from '../../kit/useAllowed';
import { useCapList } from '../../kit/useCapList';
import { useMsgApi } from '../shared/msgApiContext';
import { DeleteFileModal } from './DeleteFileModal';
import { FilePreviewModal } from './FilePreviewModal';
import { FileSearchForm } from './FileSearchForm';
import { FILE_TEXTS as TEXTS } from './texts';

/**
 * 文件存储 (issue 19 D; spec 2.7 "file storage list"): objects stored through /cap/cos with name,
 * type, size, uploader and time; 预览 of images and PDF, 下载 from the static domain (spec 7.1), and
 * 删除 after a confirmation, behind its spec 6 code.
 */
export function FileListPage() {
  const api = useMsgApi();
  const list = useCapList('storedFile', api.files, {});
  const allowed = useAllowed();
  const [previewing, setPreviewing] = useState<StoredFile>();
  const [deleting, setDeleting] = useState<StoredFile>();

  const columns: TableColumnsType<StoredFile> = [
    { title: TEXTS.fileName, dataIndex: 'fileName', ellipsis: true },
    {
      title: TEXTS.fileType,
      dataIndex: 'fileType',
      width: 80,
      render: (type: string) => type.toUpperCase(),
    },
    {
      title: TEXTS.fileSize,
      dataIndex: 'fileSize',
      width: 110,
      align: 'right',
      render: (bytes: number) => formatFileSize(bytes),
    },
    {
      title: TEXTS.uploader,
      dataIndex: 'uploaderName',
      width: 110,
      render: (name: string | undefined, row) => name ?? row.uploader ?? '',
    },
    { title: TEXTS.uploadTime, dataIndex: 'uploadTime', width: 170 },
    {
      title: TEXTS.actions,
      key: 'actions',
      fixed: 'right',
      width: 180,
      render: (_: unknown, file) => (
        <Space size="small">
          {previewKind(file) ? (
            <Button type="link" size="small" onClick={() => setPreviewing(file)}>
              {TEXTS.preview}
            </Button>
          ) : null}
          <Typography.Link
            href={api.fileUrl(file.filePath)}
            download={file.fileName}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${TEXTS.download} ${file.fileName}`}
          >
            {TEXTS.download}
          </Typography.Link>
          {allowed(MSG_BUTTON.fileDelete) ? (
            <Button type="link" size="small" danger onClick={() => setDeleting(file)}>
              {TEXTS.delete}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card title={TEXTS.title}>
      <FileSearchForm onSearch={list.search} />
      <Table<StoredFile>
        rowKey="fileId"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
      />
      <FilePreviewModal file={previewing} onClose={() => setPreviewing(undefined)} />
      <DeleteFileModal
        file={deleting}
        onClose={() => setDeleting(undefined)}
        onDeleted={() => {
          setDeleting(undefined);
          list.refresh();
        }}
      />
    </Card>
  );
}
