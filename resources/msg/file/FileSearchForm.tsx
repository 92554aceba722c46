import { Button, Col, DatePicker, Form, Input, Row, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import type { StoredFileFilters } from '../../../providers/msg-api';
import { resetSearch } from '../../kit/useListLink';
import { FILE_TEXTS as TEXTS } from './texts';

const COLUMN = { xs: 24, sm: 12, lg: 6 } as const;
const DATE = 'YYYY-MM-DD';

interface FileSearchValues {
  fileName?: string;
  uploader?: string;
  uploaded?: readonly [Dayjs | null, Dayjs | null] | null;
}

/** The FileInquiry filters of a search: texts trimmed, the date range inclusive. */
export function fileFilters(values: FileSearchValues): StoredFileFilters {
  const [begin, end] = values.uploaded ?? [null, null];
  return {
    fileName: values.fileName?.trim() || undefined,
    uploader: values.uploader?.trim() || undefined,
    beginDate: begin?.format(DATE),
    endDate: end?.format(DATE),
  };
}

/** 文件存储 search: name, uploader, upload-date range. */
export function FileSearchForm({ onSearch }: { onSearch: (filters: StoredFileFilters) => void }) {
  const [form] = Form.useForm<FileSearchValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="storedFileSearch"
      role="search"
      aria-label="查询条件"
      onFinish={(values) => onSearch(fileFilters(values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="fileName" label={TEXTS.fileName}>
            <Input allowClear placeholder={TEXTS.input(TEXTS.fileName)} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="uploader" label={TEXTS.uploader}>
            <Input allowClear placeholder={TEXTS.input(TEXTS.uploader)} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="uploaded" label={TEXTS.uploadDate}>
            <DatePicker.RangePicker
              placeholder={['开始日期', '结束日期']}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Space>
            <Button type="primary" htmlType="submit">
              {TEXTS.search}
            </Button>
            <Button
              onClick={() => {
                resetSearch(form);
                onSearch({});
              }}
            >
              {TEXTS.reset}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
