import type { ComponentType } from 'react';
import { lazyPage } from '../../kit/resource';
import type { BoardKind } from '../../../src/lib/dashboard/boards';

/** Each board is a chunk of its own, loaded once the greeting and the frame are painted. */
export const BOARDS: Readonly<Record<BoardKind, ComponentType>> = {
  platform: lazyPage(
    () => import('./PlatformBoard'),
    (m) => m.PlatformBoard,
  ),
  staff: lazyPage(
    () => import('./StaffBoard'),
    (m) => m.StaffBoard,
  ),
  merchant: lazyPage(
    () => import('./MerchantBoard'),
    (m) => m.MerchantBoard,
  ),
  supervision: lazyPage(
    () => import('./SupervisionBoard'),
    (m) => m.SupervisionBoard,
  ),
};
