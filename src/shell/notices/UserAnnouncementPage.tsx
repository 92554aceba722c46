import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Form,
  Input,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState } from 'react';
import { isPresentedError } from '../../../providers/http/httpError';
import {
  listMyAnnouncementSends,
  type AnnouncementSend,
  type AnnouncementSendQuery,
} from '../../../providers/notices-api';
import { serverPagination } from '../../components/pagination';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, PAGINATION_PAGE_SIZE_OPTIONS } from '../../lib/constants';
import { EMPTY_TEXT } from '../../lib/messages';
import { AnnouncementModal } from './AnnouncementModal';
import { PriorityTag } from './PriorityTag';
import { noticeQueryKeys } from './queryKeys';
import { useAnnouncementViewer } from './useAnnouncementViewer';
import { useAppFeedback } from '../../components/feedback/useAppFeedback';

const READ = '1';

/** My announcements, the 'view more' target of the notice bell (spec 2.1 /isps/userAnnouncement). */
export function UserAnnouncementPage() {
  const { message } = useAppFeedback();
  const viewer = useAnnouncementViewer();
  const [form] = Form.useForm<{ titile?: string }>();
  const [query, setQuery] = useState<AnnouncementSendQuery>({
    pageNo: FIRST_PAGE,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const { data, isFetching, error } = useQuery({
    queryKey: noticeQueryKeys.mine(query),
    queryFn: () => listMyAnnouncementSends(query),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    // spec 8.2: a failed list shows the server message as a warning; HTTP failures are shown already.
    if (error && !isPresentedError(error)) void message.warning(error.message);
  }, [error, message]);

  const search = ({ titile }: { titile?: string }) =>
    setQuery((current) => ({
      ...current,
      pageNo: FIRST_PAGE,
      titile: titile?.trim() || undefined,
    }));
  const reset = () => {
    form.resetFields();
    setQuery((current) => ({ pageNo: FIRST_PAGE, pageSize: current.pageSize }));
  };
  const show = (record: AnnouncementSend) => viewer.open(record, record.anntId);

  const columns: TableColumnsType<AnnouncementSend> = [
    {
      title: '标题',
      dataIndex: 'titile',
      ellipsis: true,
      render: (_, record) => (
        <Typography.Link onClick={() => show(record)}>{record.titile}</Typography.Link>
      ),
    },
    { title: '发布人', dataIndex: 'sender', width: 120 },
    {
      title: '优先级',
      dataIndex: 'priority',
      width: 110,
      render: (_, record) => <PriorityTag priority={record.priority} />,
    },
    { title: '发布时间', dataIndex: 'sendTime', width: 180 },
    {
      title: '阅读状态',
      dataIndex: 'readFlag',
      width: 100,
      render: (_, record) =>
        record.readFlag === READ ? <Tag>已读</Tag> : <Tag color="processing">未读</Tag>,
    },
    {
      title: '操作',
      key: 'action',
      width: 80,
      render: (_, record) => <Typography.Link onClick={() => show(record)}>查看</Typography.Link>,
    },
  ];

  return (
    <Card title="我的消息">
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16 }}>
        <Form.Item label="标题" name="titile">
          <Input placeholder="请输入标题" allowClear />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button onClick={reset}>重置</Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<AnnouncementSend>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        locale={{ emptyText: EMPTY_TEXT }}
        pagination={serverPagination(
          query,
          data?.total ?? 0,
          PAGINATION_PAGE_SIZE_OPTIONS,
          (page) => setQuery((current) => ({ ...current, ...page })),
        )}
      />
      <AnnouncementModal announcement={viewer.viewing} onClose={viewer.close} />
    </Card>
  );
}
