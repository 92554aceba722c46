import { Result } from 'antd';
import { createElement } from 'react';
import type { MenuNode } from '../../lib/menu/types';
import { IframePage } from './IframePage';
import { usePageLookup } from './pageLookup';

/** The page a routed menu entry shows (spec 2.3). */
export function MenuPage({ node }: { node: MenuNode }) {
  const pageFor = usePageLookup();
  if (node.kind === 'iframe') return <IframePage title={node.title} url={node.url} />;
  const page = pageFor(node.component);
  if (!page) {
    // Architecture: an unknown component is explained in the page, never a crash.
    return (
      <Result
        status="warning"
        title={`页面组件「${node.component}」未接入本控制台`}
        subTitle={`菜单“${node.title}”指向的页面组件不存在，请联系管理员检查菜单配置。`}
      />
    );
  }
  return createElement(page);
}
