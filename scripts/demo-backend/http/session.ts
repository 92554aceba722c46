/**
 * Sign-in sessions (spec 4, 8.1): random access and refresh tokens stored with their expiry. An
 * expired or revoked access token is answered as JeecgBoot and the company backend do, so the
 * console's refresh and expired dialog run against the real thing.
 */
import type { Database } from '../db/database';
import { one } from '../db/database';
import { capFail, sysFail } from './envelope';
import { newToken } from './secrets';

export interface Session {
  accessToken: string;
  refreshToken: string;
  userId: string;
  username: string;
  tenantId: string | null;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** /sys: HTTP 500 `Token失效` (the expired dialog); /cap: `Access token has expired` (refresh). */
export const SYS_TOKEN_INVALID = 'Token失效，请重新登录!';
export const CAP_TOKEN_EXPIRED = 'Access token has expired';

export function sessionEndedReply(path: string): { status: 200 | 500; body: object } {
  if (path.startsWith('/cap/')) {
    return { status: 200, body: capFail(CAP_TOKEN_EXPIRED, 'E0401', '登录状态已失效') };
  }
  return { status: 500, body: sysFail(SYS_TOKEN_INVALID) };
}

interface SessionRow {
  access_token: string;
  refresh_token: string;
  user_id: string;
  username: string;
  tenant_id: string | null;
}

const SESSION_COLUMNS = `s.access_token, s.refresh_token, s.user_id, u.username, s.tenant_id`;

function toSession(row: SessionRow): Session {
  return {
    accessToken: row.access_token,
    refreshToken: row.refresh_token,
    userId: row.user_id,
    username: row.username,
    tenantId: row.tenant_id,
  };
}

export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly ttl: { accessMs: number; refreshMs: number },
    private readonly now: () => Date,
  ) {}

  private expiries(): [Date, Date] {
    const at = this.now().getTime();
    return [new Date(at + this.ttl.accessMs), new Date(at + this.ttl.refreshMs)];
  }

  async open(userId: string, tenantId: string | null, ip: string | null): Promise<TokenPair> {
    const pair = { accessToken: newToken(), refreshToken: newToken() };
    const [accessExpiry, refreshExpiry] = this.expiries();
    await this.db.query(
      `INSERT INTO demo_session (access_token, refresh_token, user_id, tenant_id, login_ip, login_time,
         access_expires_at, refresh_expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        pair.accessToken,
        pair.refreshToken,
        userId,
        tenantId,
        ip,
        this.now(),
        accessExpiry,
        refreshExpiry,
      ],
    );
    return pair;
  }

  /** The live session of an access token: not revoked, not expired, its user not frozen. */
  async find(accessToken: string): Promise<Session | undefined> {
    const row = await one<SessionRow>(
      this.db,
      `SELECT ${SESSION_COLUMNS} FROM demo_session s JOIN sys_user u ON u.id = s.user_id
        WHERE s.access_token = $1 AND s.revoked_at IS NULL AND s.access_expires_at > $2
          AND u.status = 1 AND u.del_flag = 0`,
      [accessToken, this.now()],
    );
    return row && toSession(row);
  }

  /**
   * Both tokens rotated (RefreshToken, spec 7.2): the old pair stops working at once. Undefined
   * when the refresh token is unknown, revoked or expired.
   */
  async rotate(refreshToken: string): Promise<TokenPair | undefined> {
    const pair = { accessToken: newToken(), refreshToken: newToken() };
    const [accessExpiry, refreshExpiry] = this.expiries();
    const row = await one<{ access_token: string }>(
      this.db,
      `UPDATE demo_session SET access_token = $2, refresh_token = $3, access_expires_at = $4,
         refresh_expires_at = $5
        WHERE refresh_token = $1 AND revoked_at IS NULL AND refresh_expires_at > $6
          AND user_id IN (SELECT id FROM sys_user WHERE status = 1 AND del_flag = 0)
        RETURNING access_token`,
      [refreshToken, pair.accessToken, pair.refreshToken, accessExpiry, refreshExpiry, this.now()],
    );
    return row ? pair : undefined;
  }

  async revoke(accessToken: string): Promise<void> {
    await this.db.query(
      'UPDATE demo_session SET revoked_at = $2 WHERE access_token = $1 AND revoked_at IS NULL',
      [accessToken, this.now()],
    );
  }

  /** Ends every session of a user (强退, freezing the user). */
  async revokeUser(userId: string): Promise<number> {
    const result = await this.db.query(
      'UPDATE demo_session SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
      [userId, this.now()],
    );
    return result.affectedRows ?? 0;
  }

  /** Makes a session's access token expire now (the whole-chain tests' token expiry). */
  async expireAccess(accessToken: string): Promise<boolean> {
    const result = await this.db.query(
      'UPDATE demo_session SET access_expires_at = $2 WHERE access_token = $1',
      [accessToken, this.now()],
    );
    return (result.affectedRows ?? 0) > 0;
  }
}
