import { Spin, Tabs } from 'antd';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { GALLERY_SECTIONS } from './sections';

/**
 * The widget gallery of /test/home (issue 4): every widget of src/components with data from the
 * backend (the Prism mock under `npm start`). The open section is kept in `?tab=` so a link or a
 * test can open one directly.
 */
export function WidgetGallery() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = GALLERY_SECTIONS.some((s) => s.key === requested)
    ? requested!
    : GALLERY_SECTIONS[0]!.key;
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => setParams({ tab: key }, { replace: true })}
      items={GALLERY_SECTIONS.map(({ key, label, Component }) => ({
        key,
        label,
        children: (
          <Suspense fallback={<Spin tip="加载中..." />}>
            <Component />
          </Suspense>
        ),
      }))}
    />
  );
}
