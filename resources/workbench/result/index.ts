import { definePages, lazyPage } from '../../kit/resource';

/** 提交结果 (issue 19 item 6, hidden menu component workbench/Result): where submissions end. */
export default definePages('workbench-result', {
  'workbench/Result': lazyPage(
    () => import('./ResultPage'),
    (m) => m.ResultPage,
  ),
});
