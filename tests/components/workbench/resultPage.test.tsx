/**
 * 提交结果 (issue 19 item 6): the outcome a flow left in the route state with its number and next
 * steps (a step opens its page), each status told in words, a foreign step dropped, and the page
 * opened without a result saying so.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ResultPage } from '../../../resources/workbench/result/ResultPage';
import type { SubmissionResult } from '../../../src/lib/workbench/result';

function Landed() {
  const location = useLocation();
  return <output aria-label="已打开">{`${location.pathname}${location.search}`}</output>;
}

function renderResult(state: unknown) {
  return render(
    <AntdApp>
      <MemoryRouter initialEntries={[{ pathname: '/workbench/result', state }]}>
        <Routes>
          <Route path="/workbench/result" element={<ResultPage />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </AntdApp>,
  );
}

const PENDING: SubmissionResult = {
  status: 'pending',
  title: '批量代付已提交，待审核',
  number: { label: '批次号', value: 'B20261125084012001' },
  description: '共 5 笔，合计 23,930.75 元；另一名操作员在「批量代付审核」审核通过后付款。',
  steps: [
    { label: '查看审核进度', href: '/merchant/batchPayAuditList?batchNo=B20261125084012001' },
    { label: '返回批量代付', href: '/acct/batchPayList' },
  ],
};

describe('提交结果', { timeout: 120_000 }, () => {
  it('shows the title, status, number and description, and opens a next step', async () => {
    renderResult(PENDING);
    expect(screen.getByRole('heading', { name: '批量代付已提交，待审核' })).toBeVisible();
    expect(screen.getByText('处理中')).toBeVisible();
    expect(screen.getByText('批次号：')).toHaveTextContent('批次号：B20261125084012001');
    expect(screen.getByText(/共 5 笔，合计 23,930.75 元/)).toBeVisible();
    expect(screen.getByRole('button', { name: '查看审核进度' })).toHaveClass('ant-btn-primary');
    fireEvent.click(screen.getByRole('button', { name: '查看审核进度' }));
    expect(await screen.findByRole('status', { name: '已打开' })).toHaveTextContent(
      '/merchant/batchPayAuditList?batchNo=B20261125084012001',
    );
  });

  it.each([
    ['success', '提交成功'],
    ['failure', '提交失败'],
  ] as const)('tells a %s result as %s', (status, text) => {
    renderResult({ ...PENDING, status, title: '资金分发' });
    expect(screen.getByText(text)).toBeVisible();
  });

  it('drops a step that would leave the console', () => {
    renderResult({ ...PENDING, steps: [{ label: '外站', href: 'https://evil.example/' }] });
    expect(screen.queryByRole('button', { name: '外站' })).toBeNull();
  });

  it('says there is no result when opened without one, and offers the way back', async () => {
    renderResult(undefined);
    expect(screen.getByRole('heading', { name: '没有可显示的提交结果' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: '我的待办' }));
    expect(await screen.findByRole('status', { name: '已打开' })).toHaveTextContent(
      '/workbench/todoList',
    );
  });
});
