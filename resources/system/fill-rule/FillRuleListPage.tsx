import { ListPage } from '../../kit';
import { fillRuleDeclaration } from './declaration';

/** The page the server menu names system/SysFillRuleList. */
export function FillRuleListPage() {
  return <ListPage declaration={fillRuleDeclaration} />;
}
