export { DetailsModal, type DetailField, type DetailsModalProps } from './DetailsModal';
export {
  DETAIL_COLUMNS_DEFAULT,
  DETAIL_COLUMNS_MAX,
  detailColumns,
} from '../../lib/pickers/detailColumns';
