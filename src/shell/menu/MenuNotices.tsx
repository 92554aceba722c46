/**
 * What a menu entry that cannot be shown shows instead (architecture: explained in the page, never
 * a crash). antd's Result and its illustrations load only when one is shown.
 */
import { Result } from 'antd';
import type { MenuNode } from '../../lib/menu/types';

export function UnknownComponent({ node }: { node: MenuNode }) {
  return (
    <Result
      status="warning"
      title={`页面组件「${node.component}」未接入本控制台`}
      subTitle={`菜单“${node.title}”指向的页面组件不存在，请联系管理员检查菜单配置。`}
    />
  );
}

export function InvalidIframeUrl({ title }: { title: string }) {
  return (
    <Result
      status="warning"
      title="无法打开该页面"
      subTitle={`菜单“${title}”的地址无效或不被允许，请联系管理员检查菜单配置。`}
    />
  );
}
