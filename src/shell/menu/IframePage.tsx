import { Result } from 'antd';

/** Embedded page of a menu entry (layouts/IframePageView); the URL was checked when the menu loaded. */
export function IframePage({ title, url }: { title: string; url?: string }) {
  if (!url) {
    return (
      <Result
        status="warning"
        title="无法打开该页面"
        subTitle={`菜单“${title}”的地址无效或不被允许，请联系管理员检查菜单配置。`}
      />
    );
  }
  return (
    <iframe
      title={title}
      src={url}
      style={{ width: '100%', minHeight: 'calc(100vh - 220px)', border: 0 }}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
      referrerPolicy="no-referrer"
    />
  );
}
