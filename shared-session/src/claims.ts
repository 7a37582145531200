/** Organisation types from the token; anything else is a plain user (spec platform §3, §6). */
export type OrgType = 'flexprovider' | 'systemoperator' | 'user';

export interface Role {
  org_type: OrgType | string;
  id: number | null;
  is_max_org: boolean;
}

/** Session token claims, exactly as spec platform §3 lists them. */
export interface Claims {
  version: string;
  exp: number;
  email: string;
  user_id: number;
  role: Role;
  permission_names: string[];
  api_base_url: string;
  preferred_locale: string;
}

export function orgTypeOf(claims: Claims | null | undefined): OrgType {
  const t = claims?.role?.org_type;
  return t === 'flexprovider' || t === 'systemoperator' ? t : 'user';
}
