/**
 * Common English words of the interface, for the Italian pass (tests/italian.spec.ts): the most
 * frequent words of the en-GB catalogues (every package's `locales/en-GB/messages.po`, counted
 * once per message) that never occur in the it-IT catalogues, less the ones that are also Italian
 * words or loanwords Italian interfaces keep (a, e, in, no, come, date, create, auto, cap, zone,
 * rate, comma, so, do, re, more, fee, email, login, home, team, account, file, password, download,
 * dashboard, record, import, stop, admin, webhook, marketplace…). Matched as whole words, any case.
 */
export const ENGLISH_WORDS: readonly string[] = [
  // Function words.
  'the', 'your', 'to', 'and', 'not', 'be', 'of', 'is', 'you', 'this', 'could', 'for', 'again', 'it', 'or', 'with',
  'are', 'from', 'by', 'on', 'try', 'please', 'can', 'was', 'at', 'has', 'its', 'see', 'yet', 'as', 'each', 'once',
  'here', 'have', 'that', 'an', 'every', 'their', 'when', 'them', 'these', 'they', 'only', 'any', 'must', 'will',
  'until', 'we', 'now', 'below', 'if', 'then', 'than', 'which', 'what', 'already', 'above', 'been', 'there', 'some',
  'still', 'why', 'without', 'does', 'were', 'under', 'where', 'how', 'between', 'but', 'also', 'after', 'before',
  'while', 'our', 'against', 'yes', 'none', 'next', 'nothing', 'cannot', 'should', 'would', 'may', 'most', 'least',
  'about', 'into', 'over', 'other', 'one',
  // Interface words.
  'assets', 'asset', 'competition', 'competitions', 'bids', 'bid', 'bidding', 'service', 'capacity', 'loaded',
  'loading', 'window', 'windows', 'results', 'result', 'dispatch', 'dispatches', 'accepted', 'entry', 'entries',
  'saved', 'save', 'confirm', 'price', 'prices', 'enter', 'time', 'status', 'submit', 'submitted', 'provider',
  'providers', 'search', 'qualification', 'upload', 'uploaded', 'name', 'grid', 'row', 'rows', 'instruction',
  'instructions', 'template', 'templates', 'new', 'start', 'organisation', 'organization', 'application',
  'applications', 'change', 'active', 'inactive', 'map', 'qualify', 'add', 'choose', 'address', 'required',
  'confirmed', 'details', 'ballot', 'ballots', 'rejected', 'market', 'voltage', 'page', 'send', 'needs', 'closed',
  'open', 'type', 'settlement', 'connection', 'days', 'day', 'manage', 'qualified', 'unqualified', 'period',
  'periods', 'postcode', 'unavailability', 'reference', 'region', 'regions', 'ask', 'created', 'check', 'first',
  'back', 'cancel', 'qualifying', 'go', 'topology', 'utilisation', 'delete', 'deleted', 'log', 'select', 'match',
  'export', 'reason', 'filters', 'filter', 'dates', 'opens', 'closes', 'decisions', 'decision', 'secret', 'failed',
  'use', 'list', 'entered', 'problem', 'problems', 'end', 'terms', 'appear', 'deactivate', 'deactivated', 'apply',
  'keep', 'view', 'need', 'reactive', 'disqualified', 'interval', 'intervals', 'remove', 'eligibility', 'eligible',
  'location', 'edit', 'registration', 'withdraw', 'withdrawn', 'close', 'review', 'public', 'sent', 'register',
  'show', 'availability', 'available', 'unavailable', 'accept', 'field', 'final', 'actions', 'bulk', 'flexibility',
  'shown', 'contact', 'expired', 'deliver', 'delivery', 'last', 'changed', 'hours', 'characters', 'checked',
  'permission', 'files', 'boundary', 'latitude', 'longitude', 'holidays', 'reject', 'access', 'reports', 'request',
  'company', 'optional', 'upcoming', 'areas', 'pending', 'planned', 'outcome', 'deadline', 'meter', 'stopped',
  'continue', 'later', 'registered', 'confirmation', 'draft', 'archived', 'overview', 'schedule', 'reset', 'network',
  'recent', 'selected', 'clear', 'power', 'missing', 'needed', 'excluded', 'minimum', 'maximum', 'saving',
  'quantity', 'help', 'summary', 'listings', 'listing', 'buyer', 'website', 'operators', 'operator', 'valid',
  'exchange', 'full', 'found', 'started', 'changes', 'country', 'empty', 'errors', 'error', 'direction', 'history',
  'description', 'past', 'support', 'markets', 'invoices', 'settings', 'preferences', 'language', 'submission',
  'upward', 'downward', 'battery', 'generator', 'demand', 'response', 'closing', 'opening', 'awarded', 'cleared',
  'yesterday', 'today', 'tomorrow', 'hour', 'minutes', 'week', 'weeks', 'month', 'months', 'year', 'years', 'sort',
  'ascending', 'descending', 'previous', 'showing', 'members', 'member', 'invite', 'role', 'roles', 'cookies',
  'essential', 'statistics', 'customise', 'notifications', 'dismiss', 'out', 'outside', 'skip', 'main', 'content',
  'ready', 'untagged', 'existing', 'contains', 'licensed', 'library', 'interactive', 'maps',
];
