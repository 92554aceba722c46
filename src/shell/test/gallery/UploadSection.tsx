/**
 * Gallery: file and image upload, the upload dialog and the Excel import dialog (spec 2.10, 4).
 * Uploads and imports go to the backend (the Prism mock in development).
 */
import { useQuery } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { queryDepartTree } from '../../../../providers/picker-api';
import { FileUpload, FileUploadDialog } from '../../../components/FileUpload';
import { ImageUpload } from '../../../components/ImageUpload';
import { ImportExcelDialog } from '../../../components/ImportExcelDialog';
import { DemoCard } from './DemoCard';

function FileDemos() {
  const [files, setFiles] = useState('');
  const [contract, setContract] = useState('temp/合同扫描件_1773797400000.pdf');
  return (
    <>
      <DemoCard title="文件上传（多个）" value={files}>
        <FileUpload value={files} onChange={setFiles} maxCount={3} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          /cap/cos/v1/FileUpload，最多保留最后 3 个文件。
        </Typography.Paragraph>
      </DemoCard>
      <DemoCard title="文件上传（单个，/sys/common/upload）" value={contract}>
        <FileUpload value={contract} onChange={setContract} multiple={false} target="sys" />
      </DemoCard>
    </>
  );
}

function ImageDemos() {
  const [images, setImages] = useState(
    'temp/营业执照_1773797400000.png,temp/门头照片_1773797400000.png',
  );
  const [avatar, setAvatar] = useState('');
  return (
    <>
      <DemoCard title="图片上传（多张，可排序）" value={images}>
        <ImageUpload value={images} onChange={setImages} multiple maxCount={4} target="sys" />
      </DemoCard>
      <DemoCard title="图片上传（单张）" value={avatar}>
        <ImageUpload value={avatar} onChange={setAvatar} />
      </DemoCard>
    </>
  );
}

function UploadDialogDemo() {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  return (
    <DemoCard title="上传对话框" value={value}>
      <Button onClick={() => setOpen(true)}>打开上传对话框</Button>
      <FileUploadDialog
        open={open}
        onOk={(uploaded) => {
          setValue(uploaded);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </DemoCard>
  );
}

function ImportDemo() {
  const [open, setOpen] = useState(false);
  const [refreshes, setRefreshes] = useState(0);
  const departs = useQuery({ queryKey: ['gallery', 'departTree'], queryFn: queryDepartTree });
  return (
    <DemoCard title="Excel 导入" value={`刷新 ${refreshes} 次`}>
      <Button onClick={() => setOpen(true)}>导入</Button>
      <ImportExcelDialog
        open={open}
        url="/sys/user/importExcel"
        department={{ required: true, treeData: departs.data ?? [] }}
        onImported={() => setRefreshes((count) => count + 1)}
        onClose={() => setOpen(false)}
      />
    </DemoCard>
  );
}

export default function UploadSection() {
  return (
    // A flex column rather than Space: the demo groups are fragments, and every card needs the gap.
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <FileDemos />
      <ImageDemos />
      <UploadDialogDemo />
      <ImportDemo />
    </div>
  );
}
