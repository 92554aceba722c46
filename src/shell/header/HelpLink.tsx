import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { HELP } from './texts';

export interface HelpLinkProps {
  /** The configured help URL; without one nothing is shown (spec 2.6). */
  url?: string;
}

export function HelpLink({ url }: HelpLinkProps) {
  if (!url) return null;
  return (
    <Tooltip title={HELP}>
      <Button
        type="text"
        icon={<QuestionCircleOutlined />}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={HELP}
      />
    </Tooltip>
  );
}
