/** The signed-in user's menu and button permissions (spec 7.2 UserResourceListInquiry). */
import type { components } from '../src/api/generated/cap';
import { unwrapCap, type Http } from './http';

export type UserResources = components['schemas']['CapResourceJson'];

/** Resolves with the resources, or rejects with the server's message; an empty menu rejects. */
export async function loadUserResources(http: Pick<Http, 'cap'>): Promise<UserResources> {
  const reply = unwrapCap(await http.cap.GET('/cap/auth/v1/UserResourceListInquiry'));
  const resources = reply.result?.resourceJson;
  if (!reply.success || !resources) throw new Error(reply.message || '加载菜单失败');
  // spec 7.2: an empty menu rejects.
  if (resources.menu.length === 0) throw new Error('当前用户没有可用的菜单，请联系管理员授权');
  return resources;
}
