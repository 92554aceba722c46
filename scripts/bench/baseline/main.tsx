// Bench baseline: the smallest "real" Refine 5 console (ThemedLayout, one useTable list page with
// antd Table, an in-memory data provider) that the app's gzip JS per route is compared against.
import '@ant-design/v5-patch-for-react-19';
import '@refinedev/antd/dist/reset.css';
import { List, ThemedLayout, useTable } from '@refinedev/antd';
import { Refine, type BaseRecord, type DataProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, Table } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';

interface Post extends BaseRecord {
  id: number;
  title: string;
  status: string;
}

const posts: Post[] = Array.from({ length: 42 }, (_, index) => ({
  id: index + 1,
  title: `Post ${index + 1}`,
  status: index % 3 === 0 ? 'draft' : 'published',
}));

const notSupported = () => Promise.reject(new Error('read-only baseline'));

const dataProvider: DataProvider = {
  getApiUrl: () => '',
  getList: async ({ pagination }) => {
    const { currentPage = 1, pageSize = 10 } = pagination ?? {};
    const start = (currentPage - 1) * pageSize;
    return { data: posts.slice(start, start + pageSize) as never[], total: posts.length };
  },
  getOne: async ({ id }) => ({
    data: posts.find((post) => String(post.id) === String(id)) as never,
  }),
  create: notSupported,
  update: notSupported,
  deleteOne: notSupported,
};

function PostList() {
  const { tableProps } = useTable<Post>({ syncWithLocation: false });
  return (
    <List>
      <Table {...tableProps} rowKey="id">
        <Table.Column dataIndex="id" title="ID" />
        <Table.Column dataIndex="title" title="Title" />
        <Table.Column dataIndex="status" title="Status" />
      </Table>
    </List>
  );
}

function App() {
  return (
    <BrowserRouter>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          resources={[{ name: 'posts', list: '/' }]}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            <Route
              element={
                <ThemedLayout>
                  <Outlet />
                </ThemedLayout>
              }
            >
              <Route index element={<PostList />} />
            </Route>
          </Routes>
        </Refine>
      </AntdApp>
    </BrowserRouter>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
