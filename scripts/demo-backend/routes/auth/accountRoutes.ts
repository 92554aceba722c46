/**
 * The sign-in family beyond password sign-in and the user centre (issue 34 item 5; spec 4, 7.2,
 * 8.1): one registration for routes/index.ts.
 */
import type { ContractRouter } from '../../http/router';
import { capSessionRoutes } from './capSession';
import { companyUserRoutes } from './companyUsers';
import { departSwitchRoutes } from './departSwitch';
import { passwordRoutes } from './passwords';
import { signInFamilyRoutes } from './signInFamily';
import { userCentreRoutes } from './userCentre';

export function accountRoutes(router: ContractRouter): void {
  signInFamilyRoutes(router);
  departSwitchRoutes(router);
  capSessionRoutes(router);
  passwordRoutes(router);
  companyUserRoutes(router);
  userCentreRoutes(router);
}
