import { DistributionWorkspace } from './DistributionWorkspace';
import { DIST_TEXTS as TEXTS } from './texts';

const NO_SEARCH = {};

/** 资金分发 (商户平台, issue 18 B): every distribution, 新建分发, and 撤销 of one's own pending one. */
export function DistributionListPage() {
  return (
    <DistributionWorkspace title={TEXTS.listTitle} initial={NO_SEARCH} offers={['cancel']} adds />
  );
}
