import { ListPage } from '../../kit';
import { checkRuleDeclaration } from './declaration';

/** The page the server menu names system/SysCheckRuleList. */
export function CheckRuleListPage() {
  return <ListPage declaration={checkRuleDeclaration} />;
}
