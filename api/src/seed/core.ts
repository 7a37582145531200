import type { Seeder } from './types.js';

export const DEMO_PASSWORD = 'Flex-demo-2026';

export interface DemoOrg {
  slug: string;
  name: string;
  orgType: 'flexprovider' | 'systemoperator';
  brandColour: string;
  operatingArea: string[];
  /** Registered details (Settings > Organisation). */
  website: string;
  email: string;
  registrationNo: string;
  country: string;
  /** A max organisation (spec platform §6): the max layout and home. */
  isMaxOrg?: boolean;
}

export const DEMO_ORGS = {
  brightgrid: {
    slug: 'brightgrid-energy',
    name: 'Brightgrid Energy',
    orgType: 'flexprovider',
    brandColour: '#1F8A70',
    operatingArea: [],
    website: 'https://brightgrid.test',
    email: 'hello@brightgrid.test',
    registrationNo: '09876543',
    country: 'GB',
  },
  voltwise: {
    slug: 'voltwise-flex',
    name: 'Voltwise Flex',
    orgType: 'flexprovider',
    brandColour: '#6C3FC5',
    operatingArea: [],
    website: 'https://voltwise.test',
    email: 'contact@voltwise.test',
    registrationNo: 'SC612345',
    country: 'GB',
  },
  northernLines: {
    slug: 'northern-lines-networks',
    name: 'Northern Lines Networks',
    orgType: 'systemoperator',
    brandColour: '#0B5394',
    operatingArea: ['_F', '_G', '_M'], // North East, North West, Yorkshire
    website: 'https://northernlines.test',
    email: 'flexibility@northernlines.test',
    registrationNo: '04112320',
    country: 'GB',
  },
  southernWires: {
    slug: 'southern-wires',
    name: 'Southern Wires',
    orgType: 'systemoperator',
    brandColour: '#C0392B',
    operatingArea: ['_C', '_J', '_H'], // London, South East, Southern
    website: 'https://southernwires.test',
    email: 'flexibility@southernwires.test',
    registrationNo: '03870728',
    country: 'GB',
  },
  // The max organisation of the demo: its home is the max home (valuation, exchange activity);
  // its assets are placed by demo/max.ts.
  maxwell: {
    slug: 'maxwell-energy',
    name: 'Maxwell Energy',
    orgType: 'flexprovider',
    brandColour: '#B7410E',
    operatingArea: [],
    website: 'https://maxwell.test',
    email: 'hello@maxwell.test',
    registrationNo: '12120707',
    country: 'GB',
    isMaxOrg: true,
  },
} as const satisfies Record<string, DemoOrg>;

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  org: keyof typeof DEMO_ORGS | null;
  roles: string[];
  /** Invited but not yet activated: no password, cannot log in. */
  invited?: boolean;
}

export const DEMO_USERS: DemoUser[] = [
  { email: 'provider@brightgrid.test', firstName: 'Priya', lastName: 'Shah', org: 'brightgrid', roles: ['admin'] },
  { email: 'provider@voltwise.test', firstName: 'Tom', lastName: 'Hughes', org: 'voltwise', roles: ['admin'] },
  { email: 'operator@northernlines.test', firstName: 'Olivia', lastName: 'Barker', org: 'northernLines', roles: ['admin'] },
  { email: 'operator@southernwires.test', firstName: 'Sam', lastName: 'Okafor', org: 'southernWires', roles: ['admin'] },
  { email: 'user@flex.test', firstName: 'Una', lastName: 'Ellis', org: null, roles: [] },
  { email: 'max@maxwell.test', firstName: 'Mira', lastName: 'Maxwell', org: 'maxwell', roles: ['admin'] },
  { email: 'admin@brightgrid.test', firstName: 'Ada', lastName: 'Morgan', org: 'brightgrid', roles: ['admin'] },
  { email: 'account@brightgrid.test', firstName: 'Ari', lastName: 'Cole', org: 'brightgrid', roles: ['account'] },
  { email: 'analytics@brightgrid.test', firstName: 'Ana', lastName: 'Lopez', org: 'brightgrid', roles: ['analytics'] },
  { email: 'dispatch@brightgrid.test', firstName: 'Dev', lastName: 'Patel', org: 'brightgrid', roles: ['dispatch'] },
  { email: 'operations@brightgrid.test', firstName: 'Ola', lastName: 'Nowak', org: 'brightgrid', roles: ['operations'] },
  { email: 'settlement@brightgrid.test', firstName: 'Sid', lastName: 'Khan', org: 'brightgrid', roles: ['settlement'] },
  // One invited member per demo provider who has not activated yet (Settings > Team: resend the invitation).
  { email: 'invited@brightgrid.test', firstName: 'Ivy', lastName: 'Reed', org: 'brightgrid', roles: ['account'], invited: true },
  { email: 'invited@voltwise.test', firstName: 'Isla', lastName: 'Grant', org: 'voltwise', roles: ['operations'], invited: true },
];

/** Enabled at seed time (COMMON contract). */
export const ENABLED_FLAGS = [
  'inactivity_timeout',
  'session_end_check',
  'permissions_navigation_guard',
  'full_tier',
  'explore',
  'exchange',
  'operations_provider',
  'operations_operator',
  'settlement_provider',
  'settlement_operator',
  'subscriptions',
  'contracts',
  'milestones',
  'entry_confirmation',
  'additional_interfaces',
  'e163',
  'e329',
  'embeddable_map',
  'roadmap',
  'team_roles_extended',
  // The market: ballots can be deleted, the bid-submitted modal nudges towards baseline
  // data, and a new market-clearing interval trims the ones it overlaps instead of replacing them.
  'delete_ballots',
  'baseline_nudge',
  'mca_trim_intervals',
  // A 403 on the markets list is an access-denied notice with an empty list (spec platform §8).
  'mint_load_modifications',
];

/**
 * Known but off: targeted_permissions drops the implicit 'default' permission; hosted_login needs an
 * identity provider; revamp is the redesign (off: the cookie dialog starts with statistics and
 * marketing on, spec platform §4.4).
 */
export const DISABLED_FLAGS = ['targeted_permissions', 'hosted_login', 'revamp'];

export const seedCore: Seeder = {
  name: 'core',
  async run({ db, passwordHash }) {
    // Each start: an organisation is created only the first time. Its admins may change its slug
    // and name later (Settings > Organisation), so it is found again through its demo users.
    const orgIds = new Map<string, number>();
    for (const [key, org] of Object.entries(DEMO_ORGS)) {
      const emails = DEMO_USERS.filter((u) => u.org === key).map((u) => u.email.toLowerCase());
      const known = await db.query<{ id: number }>(
        `SELECT organisation_id AS id FROM users WHERE lower(email) = ANY($1::text[]) AND organisation_id IS NOT NULL AND invites_user IS NULL
         UNION ALL SELECT id FROM organisations WHERE slug = $2 LIMIT 1`,
        [emails, org.slug],
      );
      let id = known.rows[0]?.id;
      if (id === undefined) {
        const created = await db.query<{ id: number }>(
          `INSERT INTO organisations (name, org_type, slug, brand_colour, operating_area, website, email, registration_no, country, is_max_org)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          [org.name, org.orgType, org.slug, org.brandColour, org.operatingArea, org.website, org.email, org.registrationNo, org.country, 'isMaxOrg' in org && org.isMaxOrg === true],
        );
        id = created.rows[0]!.id;
      }
      orgIds.set(key, id);
    }
    const hash = await passwordHash(DEMO_PASSWORD);
    for (const user of DEMO_USERS) {
      const orgId = user.org ? (orgIds.get(user.org) ?? null) : null;
      const inserted = await db.query<{ id: number }>(
        `INSERT INTO users (email, first_name, last_name, password_hash, organisation_id, is_activated)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT ((lower(email))) WHERE invites_user IS NULL DO NOTHING RETURNING id`,
        [user.email, user.firstName, user.lastName, user.invited ? null : hash, orgId, !user.invited],
      );
      const id = inserted.rows[0]?.id;
      if (id === undefined) continue; // already there: leave roles as the team admin set them
      for (const role of user.roles) {
        await db.query('INSERT INTO team_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING', [id, role]);
      }
    }
    for (const name of ENABLED_FLAGS) {
      await db.query('INSERT INTO feature_flags (name, enabled) VALUES ($1, true) ON CONFLICT (name) DO NOTHING', [name]);
    }
    for (const name of DISABLED_FLAGS) {
      await db.query('INSERT INTO feature_flags (name, enabled) VALUES ($1, false) ON CONFLICT (name) DO NOTHING', [name]);
    }
  },
};
