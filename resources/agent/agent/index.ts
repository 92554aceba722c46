import { lazyPage, withPages } from '../../kit/resource';
import { agentResource } from './resource';

export default withPages(agentResource, {
  // The demo menu's 代理商与供应商 → 代理商 (cap.yaml UserResourceList, issue 18 C).
  'agent/AgentList': lazyPage(
    () => import('./AgentListPage'),
    (m) => m.AgentListPage,
  ),
});
