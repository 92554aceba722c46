import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Divider, Modal, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import { dealTargetOf, type AnnouncementView } from './announcement';

export interface AnnouncementModalProps {
  /** The announcement shown; the modal is closed while undefined. */
  announcement: AnnouncementView | undefined;
  onClose: () => void;
}

/** The announcement detail modal 通知消息 (spec 2.10). */
export function AnnouncementModal({ announcement, onClose }: AnnouncementModalProps) {
  const navigate = useNavigate();
  const [fullScreen, setFullScreen] = useState(false);
  const content = useMemo(() => sanitizeHtml(announcement?.msgContent), [announcement]);
  const dealTarget = announcement ? dealTargetOf(announcement) : undefined;

  const deal = () => {
    if (!dealTarget) return;
    onClose();
    navigate(dealTarget);
  };

  const footer = [
    <Button key="close" onClick={onClose}>
      关闭
    </Button>,
    dealTarget ? (
      <Button key="deal" type="primary" onClick={deal}>
        去处理
      </Button>
    ) : null,
  ];

  return (
    <Modal
      open={announcement !== undefined}
      title={
        <Space>
          通知消息
          <Button
            type="text"
            size="small"
            aria-label={fullScreen ? '退出全屏' : '全屏'}
            icon={fullScreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={() => setFullScreen((current) => !current)}
          />
        </Space>
      }
      // spec 2.10: full screen is 100% wide, otherwise 60%.
      width={fullScreen ? '100%' : '60%'}
      style={{ top: fullScreen ? 0 : 20, maxWidth: fullScreen ? '100vw' : undefined }}
      footer={footer}
      onCancel={onClose}
      destroyOnHidden
    >
      {announcement ? (
        <>
          <Typography.Title level={5}>{announcement.titile}</Typography.Title>
          <Typography.Text type="secondary">
            发布人：{announcement.sender ?? ''} 发布时间：{announcement.sendTime ?? ''}
          </Typography.Text>
          <Divider />
          <div
            className="announcement-content"
            style={{ overflowX: 'auto' }}
            // Sanitised above with the strict profile of src/lib/sanitizeHtml (ASVS V5.2.1).
            dangerouslySetInnerHTML={{ __html: content }}
          />
        </>
      ) : null}
    </Modal>
  );
}
