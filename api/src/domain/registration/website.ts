/**
 * What a company website is: an http(s) address with a dotted host name, kept as its normalised
 * URL. The one statement of the rule: the registration and organisation checks here and the
 * registration form in the host (through this package's `api/rules/website` export) import it, so
 * it imports nothing.
 */

/** `https://example.com` for `example.com`; null when it is not a web address. */
export function normaliseWebsite(value: string): string | null {
  const v = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) || url.username || url.password) return null;
  return url.href.replace(/\/$/, '');
}
