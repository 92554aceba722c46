/** The user-facing texts of 我的待办 (issue 19 item 5). */
export const TODO_TEXTS = {
  title: '我的待办',
  all: '全部',
  kindFilter: '待办类别',
  refresh: '刷新',
  empty: '暂无待办，所有事项均已处理',
  kind: '类别',
  bizNo: '业务编号',
  summary: '摘要',
  customer: '客户',
  amount: '金额（元）',
  submitter: '提交人',
  submitTime: '提交时间',
  actions: '操作',
  open: '去审核',
  openLabel: (bizNo: string) => `去审核 ${bizNo}`,
  kindCount: (text: string, count: number | undefined) =>
    count === undefined ? text : `${text} ${count}`,
} as const;
