import { createContext, useContext } from 'react';

/**
 * Deployment settings of the shell. Defaults suit the demo; a deployment overrides any of them
 * in the runtime manifest (`/remotes.json` → `host`), without a rebuild. Nothing here is secret.
 */
export interface HostConfig {
  /** The exchange's environment switch (spec §6: providers see Exchange with the flag AND this). */
  exchangeEnabled: boolean;
  /** External help centre (account menu → Help). */
  helpUrl: string;
  /** Public plans page (access-needed page). */
  plansUrl: string;
  /** Support contact (access-needed page). */
  supportEmail: string;
  /** Growth contact for upgrade requests sent by e-mail (flag `upgrade_by_email`, or no help widget). */
  growthEmail: string;
  /** Customer success contact (the generic empty state when full_tier is off). */
  customerSuccessEmail: string;
  /** External sign-up page used by Register when the `external_signup` flag is on. */
  externalSignupUrl: string | null;
  /** Hosted login address used by Login when the `hosted_login` flag is on. */
  hostedLoginUrl: string | null;
  /** The embedded plugin mode: the product runs inside another product's page (no Settings). */
  embeddedPlugin: boolean;
}

export const DEFAULT_HOST_CONFIG: HostConfig = {
  exchangeEnabled: true,
  helpUrl: 'https://help.flex-marketplace.example/',
  plansUrl: 'https://flex-marketplace.example/plans',
  supportEmail: 'support@flex-marketplace.example',
  growthEmail: 'growth@flex-marketplace.example',
  customerSuccessEmail: 'customer.success@flex-marketplace.example',
  externalSignupUrl: null,
  hostedLoginUrl: null,
  embeddedPlugin: false,
};

/** Merges an untrusted manifest section over the defaults, keeping only well-typed values. */
export function readHostConfig(raw: unknown, defaults: HostConfig = DEFAULT_HOST_CONFIG): HostConfig {
  const out: HostConfig = { ...defaults };
  if (!raw || typeof raw !== 'object') return out;
  const src = raw as Record<string, unknown>;
  const target = out as unknown as Record<string, unknown>;
  for (const key of Object.keys(defaults) as (keyof HostConfig)[]) {
    const value = src[key];
    const expected = key === 'externalSignupUrl' || key === 'hostedLoginUrl' ? 'string' : typeof defaults[key];
    if (typeof value === expected || (value === null && (key === 'externalSignupUrl' || key === 'hostedLoginUrl'))) {
      target[key] = value;
    }
  }
  return out;
}

export const HostConfigContext = createContext<HostConfig>(DEFAULT_HOST_CONFIG);

export function useHostConfig(): HostConfig {
  return useContext(HostConfigContext);
}
