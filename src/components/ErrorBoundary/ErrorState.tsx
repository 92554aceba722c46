import { CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { isChunkLoadError } from '../../lib/chunkLoad';

/** page: a tab's page or a gallery section; widget: one lazily loaded widget inside a page. */
export type ErrorArea = 'page' | 'widget';

interface Texts {
  title: string;
  subTitle: string;
}

const AREA_NAME: Record<ErrorArea, string> = { page: '页面', widget: '组件' };

function textsFor(error: unknown, area: ErrorArea): Texts & { gone: boolean } {
  const name = AREA_NAME[area];
  if (!isChunkLoadError(error)) {
    return {
      title: `${name}出错了`,
      subTitle: '此区域发生错误，其他页面不受影响。可重新加载此区域。',
      gone: false,
    };
  }
  if (error.failure === 'missing') {
    return {
      title: '系统已更新',
      subTitle: `${name}文件已被新版本替换，请刷新页面后继续。`,
      gone: true,
    };
  }
  const what = error.stylesheet ? `${name}样式` : name;
  return {
    title: `${what}加载失败`,
    subTitle:
      error.failure === 'timeout'
        ? '加载超时，请检查网络后重新加载。'
        : '网络异常，请检查网络后重新加载。',
    gone: false,
  };
}

export interface ErrorStateProps {
  error: unknown;
  area: ErrorArea;
  onRetry: () => void;
}

type Tone = 'error' | 'warning' | 'info';

function ToneIcon({ tone, size }: { tone: Tone; size: number }) {
  const { token } = theme.useToken();
  const style = { fontSize: size };
  if (tone === 'error') return <CloseCircleFilled style={{ ...style, color: token.colorError }} />;
  if (tone === 'warning') {
    return <ExclamationCircleFilled style={{ ...style, color: token.colorWarning }} />;
  }
  return <InfoCircleFilled style={{ ...style, color: token.colorInfo }} />;
}

/**
 * The error state of a failed area (spec 8.4): 重新加载 loads the area again; when a new release
 * has replaced its files only a full reload of the page helps. Laid out like antd's Result, which
 * is not used because it bundles its 403/404/500 illustrations into every page that can fail to
 * load, the login page included (issue 20).
 */
export function ErrorState({ error, area, onRetry }: ErrorStateProps) {
  const { token } = theme.useToken();
  const { title, subTitle, gone } = textsFor(error, area);
  const tone: Tone = gone ? 'info' : area === 'page' ? 'error' : 'warning';
  const widget = area === 'widget';
  const action = gone ? (
    <Button type="primary" onClick={() => window.location.reload()}>
      刷新页面
    </Button>
  ) : (
    <Button type="primary" onClick={onRetry}>
      重新加载
    </Button>
  );
  return (
    <div role="alert" style={{ padding: widget ? '12px 8px' : '48px 32px', textAlign: 'center' }}>
      <ToneIcon tone={tone} size={widget ? 48 : 72} />
      <div
        style={{
          marginTop: token.marginLG,
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
        }}
      >
        {title}
      </div>
      <div style={{ color: token.colorTextDescription, fontSize: token.fontSize }}>{subTitle}</div>
      <div style={{ marginTop: token.marginLG }}>{action}</div>
    </div>
  );
}
