import { ListPage } from '../../kit';
import { quartzDeclaration } from './declaration';

/** The page the server menu names system/QuartzJobList. */
export function QuartzJobListPage() {
  return <ListPage declaration={quartzDeclaration} />;
}
