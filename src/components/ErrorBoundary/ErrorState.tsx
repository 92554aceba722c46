import { Button, Result } from 'antd';
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

/**
 * The error state of a failed area (spec 8.4): 重新加载 loads the area again; when a new release
 * has replaced its files only a full reload of the page helps.
 */
export function ErrorState({ error, area, onRetry }: ErrorStateProps) {
  const { title, subTitle, gone } = textsFor(error, area);
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
    <div role="alert">
      <Result
        status={gone ? 'info' : area === 'page' ? 'error' : 'warning'}
        title={title}
        subTitle={subTitle}
        extra={action}
        // A widget keeps to its own box, a few lines high.
        style={area === 'widget' ? { padding: '12px 8px' } : undefined}
      />
    </div>
  );
}
