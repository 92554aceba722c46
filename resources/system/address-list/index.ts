import { lazyPage, withPages } from '../../kit/resource';
import { addressListResource } from './resource';

/** 通讯录: users of a department subtree, one row per user (keyed by userId); the server sorts. */
export default withPages(addressListResource, {
  'system/AddressList': lazyPage(
    () => import('./AddressListPage'),
    (m) => m.AddressListPage,
  ),
});
