import { Card, Col, Row } from 'antd';
import { useMemo, useState } from 'react';
import { DepartTree } from '../../../src/components/UserByDepartModal';
import type { DepartNode } from '../../../src/lib/pickers/departTree';
import { ListPage } from '../../kit';
import { addressListDeclaration } from './declaration';

/**
 * The page the server menu names system/AddressList (/isystem/addressList): the department tree
 * beside the users of the chosen department.
 */
export function AddressListPage() {
  const [depart, setDepart] = useState<DepartNode>();
  const declaration = useMemo(() => addressListDeclaration(depart?.orgCode), [depart]);
  return (
    <Row gutter={10}>
      <Col md={6} sm={24}>
        <Card variant="borderless" title="组织机构">
          <DepartTree selectedKey={depart?.key} onSelect={setDepart} />
        </Card>
      </Col>
      <Col md={18} sm={24}>
        {/* Another department starts its list afresh from page 1, as JeecgBoot's loadData(1). */}
        <ListPage key={depart?.key ?? ''} declaration={declaration} />
      </Col>
    </Row>
  );
}
