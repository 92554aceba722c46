import { Result } from 'antd';
import type { MenuNode } from '../../lib/menu/types';

/** Architecture: a menu entry naming a page the console lacks is explained, never a crash. */
export function UnknownComponent({ node }: { node: MenuNode }) {
  return (
    <Result
      status="warning"
      title={`页面组件「${node.component}」未接入本控制台`}
      subTitle={`菜单“${node.title}”指向的页面组件不存在，请联系管理员检查菜单配置。`}
    />
  );
}
