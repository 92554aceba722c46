/**
 * Calls of 分类字典 beyond the data provider (spec 7.3, 5.4; jeecg-contracts §2.8): the code
 * check of the form. A refused code carries the server's message (须以"A01"开头!).
 */
import { unwrapSys, type Http } from '../../../providers/http';
import { http as appHttp } from '../../../providers/http/instance';
import { failed, settle } from '../../../providers/outcome';
import type { RuleCheckAnswer } from '../../../src/lib/validators/remoteRules';

export interface CategoryApi {
  /** A child's code must start with its parent's code; a root's code is free. */
  checkCode(pid: string | undefined, code: string): Promise<RuleCheckAnswer>;
}

export function createCategoryApi(http: Pick<Http, 'sys'>): CategoryApi {
  return {
    checkCode: (pid, code) =>
      settle(async () => {
        const query = pid ? { pid, code } : { code };
        const reply = unwrapSys(
          await http.sys.GET('/sys/category/checkCode', { params: { query } }),
        );
        return reply.success ? { ok: true as const } : failed(reply.message);
      }),
  };
}

export const categoryApi: CategoryApi = createCategoryApi(appHttp);
