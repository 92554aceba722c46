import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../lib/constants';

const texts = {
  403: '抱歉，你无权访问该页面',
  404: '抱歉，你访问的页面不存在',
  500: '抱歉，服务器出错了',
} as const;

/** Error pages /403, /404, /500 (spec 2.1). */
export function ErrorPage({ status }: { status: keyof typeof texts }) {
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={status}
      subTitle={texts[status]}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          返回首页
        </Button>
      }
    />
  );
}
