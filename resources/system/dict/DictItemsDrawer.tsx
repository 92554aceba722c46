import { Drawer } from 'antd';
import { useMemo } from 'react';
import { ListPage } from '../../kit';
import type { DictRecord } from './resource';
import { dictItemDeclaration } from './dictItemDeclaration';

/** spec 9 gives no width; JeecgBoot's item drawer leaves the dictionary list in view. */
const DRAWER_WIDTH = 900;

/** 字典配置: the items of one dictionary, listed and edited with the list kit. */
export function DictItemsDrawer({ dict, onClose }: { dict: DictRecord; onClose: () => void }) {
  const declaration = useMemo(() => dictItemDeclaration(dict.id), [dict.id]);
  return (
    <Drawer open title={`字典列表：${dict.dictName ?? ''}`} width={DRAWER_WIDTH} onClose={onClose}>
      <ListPage declaration={declaration} />
    </Drawer>
  );
}
