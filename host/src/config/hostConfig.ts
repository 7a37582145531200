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

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** What each setting of the manifest's `host` section must be to be taken. */
const SETTING_CHECKS: { [K in keyof HostConfig]: (value: unknown) => value is HostConfig[K] } = {
  exchangeEnabled: isBoolean,
  helpUrl: isString,
  plansUrl: isString,
  supportEmail: isString,
  growthEmail: isString,
  customerSuccessEmail: isString,
  externalSignupUrl: isStringOrNull,
  hostedLoginUrl: isStringOrNull,
  embeddedPlugin: isBoolean,
};

/** The manifest's value of one setting when it has the setting's type, else the default. */
function setting<K extends keyof HostConfig>(section: object, key: K, fallback: HostConfig[K]): HostConfig[K] {
  const value: unknown = Reflect.get(section, key);
  return SETTING_CHECKS[key](value) ? value : fallback;
}

/**
 * The runtime manifest's `host` section (deployment settings, not an API answer) over the
 * defaults: each setting is taken when it has its type, else the default stays.
 */
export function readHostConfig(section: unknown, defaults: HostConfig = DEFAULT_HOST_CONFIG): HostConfig {
  if (!section || typeof section !== 'object') return { ...defaults };
  return {
    exchangeEnabled: setting(section, 'exchangeEnabled', defaults.exchangeEnabled),
    helpUrl: setting(section, 'helpUrl', defaults.helpUrl),
    plansUrl: setting(section, 'plansUrl', defaults.plansUrl),
    supportEmail: setting(section, 'supportEmail', defaults.supportEmail),
    growthEmail: setting(section, 'growthEmail', defaults.growthEmail),
    customerSuccessEmail: setting(section, 'customerSuccessEmail', defaults.customerSuccessEmail),
    externalSignupUrl: setting(section, 'externalSignupUrl', defaults.externalSignupUrl),
    hostedLoginUrl: setting(section, 'hostedLoginUrl', defaults.hostedLoginUrl),
    embeddedPlugin: setting(section, 'embeddedPlugin', defaults.embeddedPlugin),
  };
}

export const HostConfigContext = createContext<HostConfig>(DEFAULT_HOST_CONFIG);

export function useHostConfig(): HostConfig {
  return useContext(HostConfigContext);
}
