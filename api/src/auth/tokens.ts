import { createHash, createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, decodeProtectedHeader, jwtVerify, errors } from 'jose';
import { ApiError } from '../errors.js';
import type { OrgType } from './principal.js';

/**
 * A verified access token: its claims are exactly the spec's (version, exp, email, user_id, role,
 * permission_names, api_base_url, preferred_locale). Two fields are derived on verification and
 * never travel in the token: `jti`, the token's SHA-256 digest (revocation at logout), and `iat`,
 * `exp` minus the configured lifetime (to reject tokens issued before a password reset).
 */
export interface AccessClaims {
  version: '1';
  exp: number;
  email: string;
  user_id: number;
  role: { org_type: OrgType; id: number | null; is_max_org: boolean };
  permission_names: string[];
  api_base_url: string;
  preferred_locale: string;
  jti: string;
  iat: number;
}

export interface TokenSubject {
  userId: number;
  email: string;
  orgType: OrgType;
  orgId: number | null;
  isMaxOrg: boolean;
  permissions: string[];
  preferredLocale: string;
}

const ACCESS_TYP = 'JWT';
const REPORTING_TYP = 'reporting+jwt';

/** The digest a token is known by (its `jti`): revocation (token_blocklist) and the callers' cache key. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function tokenError(detail: string): ApiError {
  return new ApiError(401, { detail, code: 'token_not_valid' }, { 'WWW-Authenticate': 'Bearer realm="api"' });
}

export class TokenService {
  /** Imported once: jose would otherwise import a raw secret on every sign/verify. */
  private readonly secret: KeyObject;
  private lastIssuedMs = 0;

  constructor(
    secret: Uint8Array,
    private readonly lifetime: number,
    private readonly apiBaseUrl: string,
    private readonly reportingLifetime: number,
  ) {
    this.secret = createSecretKey(secret);
  }

  /**
   * `exp` is a NumericDate with millisecond precision (RFC 7519 allows non-integer values): it
   * keeps two sessions of one user distinct without an extra claim, and makes the issue time
   * (`exp` − lifetime) exact for the password-reset cut-off.
   */
  async issue(subject: TokenSubject, options: { after?: Date } = {}): Promise<string> {
    // Strictly increasing per server, so two tokens it issues never coincide; `after` a session
    // cut-off (users.tokens_valid_after), so the token outlives it.
    this.lastIssuedMs = Math.max(Date.now(), this.lastIssuedMs + 1, (options.after?.getTime() ?? 0) + 1);
    const now = this.lastIssuedMs / 1000;
    return new SignJWT({
      version: '1',
      email: subject.email,
      user_id: subject.userId,
      role: { org_type: subject.orgType, id: subject.orgId, is_max_org: subject.isMaxOrg },
      permission_names: subject.permissions,
      api_base_url: this.apiBaseUrl,
      preferred_locale: subject.preferredLocale,
    })
      .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TYP })
      .setExpirationTime(now + this.lifetime)
      .sign(this.secret);
  }

  /** Verify signature, expiry and shape of an access token; 401 DRF-style otherwise. */
  async verify(token: string): Promise<AccessClaims> {
    try {
      const { payload, protectedHeader } = await jwtVerify(token, this.secret, { algorithms: ['HS256'], typ: ACCESS_TYP });
      if (protectedHeader.typ !== ACCESS_TYP || payload.version !== '1' || typeof payload.user_id !== 'number' || typeof payload.exp !== 'number') {
        throw tokenError('Given token not valid for any token type');
      }
      const jti = tokenDigest(token);
      return { ...(payload as unknown as AccessClaims), jti, iat: payload.exp - this.lifetime };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof errors.JWTExpired) throw tokenError('Signature has expired.');
      throw tokenError('Given token not valid for any token type');
    }
  }

  /** Whether a bearer token is a reporting-tool token (by its header; nothing is trusted before `verifyReporting`). */
  isReportingToken(token: string): boolean {
    try {
      return decodeProtectedHeader(token).typ === REPORTING_TYP;
    } catch {
      return false;
    }
  }

  /**
   * Verify a reporting-tool token (signature, expiry, audience 'reporting') into the claims the
   * session loader checks: its user, its digest as `jti` (revocation) and its issue time (a
   * password change or logout everywhere ends it as it ends sessions).
   */
  async verifyReporting(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'], typ: REPORTING_TYP, audience: 'reporting' });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.iat !== 'number' || typeof payload.exp !== 'number') throw tokenError('Given token not valid for any token type');
      return {
        version: '1',
        exp: payload.exp,
        email: String(payload.email ?? ''),
        user_id: userId,
        role: { org_type: payload.org_type as OrgType, id: typeof payload.org_id === 'number' ? payload.org_id : null, is_max_org: false },
        permission_names: [],
        api_base_url: this.apiBaseUrl,
        preferred_locale: '',
        jti: tokenDigest(token),
        iat: payload.iat,
      };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof errors.JWTExpired) throw tokenError('Signature has expired.');
      throw tokenError('Given token not valid for any token type');
    }
  }

  /** A short-lived token for the reporting tool: user, organisation, audience 'reporting'. Not an access token. */
  async issueReporting(subject: TokenSubject): Promise<{ token: string; exp: number }> {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + this.reportingLifetime;
    const token = await new SignJWT({ email: subject.email, org_id: subject.orgId, org_type: subject.orgType })
      .setProtectedHeader({ alg: 'HS256', typ: REPORTING_TYP })
      .setSubject(String(subject.userId))
      .setAudience('reporting')
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(this.secret);
    return { token, exp };
  }
}
