/**
 * The antd components the console draws first, each once, under the theme of the default display
 * settings, in two parts: the administrators' sign-in page, and the shell with 首页. The build
 * renders them on the server and ships the styles antd would generate for them as two style
 * sheets (scripts/lib/antd-prebuilt-styles.mjs): the first linked from index.html, the second
 * loaded with the signed-in app (./signedInSheet.ts). antd then skips generating them in the
 * browser: ~115 KB of CSS text before the sign-in form, ~360 KB before the first tab (issue 20).
 * A component left out here, another theme colour or reduced motion is styled in the browser.
 */
import {
  Alert,
  App,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  Layout,
  Menu,
  Modal,
  Pagination,
  Popover,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Switch,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { DEFAULT_DISPLAY_SETTINGS } from '../../lib/constants';
import { themeFor } from '../../shell/settings/theme';

const items = [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }];
const theme = themeFor(DEFAULT_DISPLAY_SETTINGS);

/** /user/login-admin: the account form, its 登录 button and the loading state. */
export function SignInCatalogue() {
  return (
    <ConfigProvider theme={theme}>
      <Spin />
      <Input />
      <Input.Password />
      <Button type="primary">a</Button>
    </ConfigProvider>
  );
}

/** The shell (side menu, header, tabs, dialogs) and 首页's boards. */
export function SignedInCatalogue() {
  return (
    <ConfigProvider theme={theme}>
      <App>
        <Layout>
          <Layout.Sider>
            <Menu mode="inline" items={items} />
          </Layout.Sider>
          <Layout.Header />
          <Layout.Content>
            <Menu mode="horizontal" items={items} />
            <Tabs type="editable-card" hideAdd items={[{ key: 'a', label: 'a' }]} />
            <Breadcrumb items={[{ title: 'a' }]} />
            <Dropdown menu={{ items }}>
              <span>a</span>
            </Dropdown>
            <Tooltip title="a">
              <span>a</span>
            </Tooltip>
            <Popover content="a">
              <span>a</span>
            </Popover>
            <Badge count={1}>
              <Avatar />
            </Badge>
            <Space>
              <Button type="primary">a</Button>
            </Space>
            <Space.Compact>
              <Input />
              <Button>a</Button>
            </Space.Compact>
            <Form>
              <Form.Item label="a" name="a">
                <Input />
              </Form.Item>
            </Form>
            <Input.Password />
            <Input.Search />
            <Input.TextArea />
            <Select options={[{ value: 'a' }]} showSearch />
            <Checkbox />
            <Radio.Group options={['a']} />
            <Switch />
            <Segmented options={['a', 'b']} />
            <Spin />
            <Skeleton />
            <Empty />
            <Divider />
            <Tag>a</Tag>
            <Alert message="a" />
            <Typography.Title>a</Typography.Title>
            <Card title="a">a</Card>
            <Statistic value={1} />
            <Flex />
            <Row>
              <Col span={1} />
            </Row>
            <Pagination total={50} />
            <Result status="error" title="a" />
            <Modal open title="a" />
            <Drawer open title="a" />
          </Layout.Content>
        </Layout>
      </App>
    </ConfigProvider>
  );
}

// For the build's extraction: the style cache must be the instance these components register in.
export { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
