/**
 * Finds the messages the API can answer with: every string or template literal in api/src (tests
 * excepted) that reads as a sentence — it starts with a capital letter, a quote or a placeholder
 * and holds two words — outside the places that are not answers (OpenAPI descriptions and
 * summaries, log lines, SQL, internal `new Error(…)`s) and outside the files listed below.
 * A `+` chain of literals and expressions is one message; `${…}` and non-literal operands become
 * `{}`. The i18n coverage test requires every one of them in the catalogue.
 */
import ts from 'typescript';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const SRC = path.resolve(__dirname, '../../src');

/** Folders and files whose text is not an API message, and why. */
export const NOT_MESSAGE_FILES: Record<string, string> = {
  'platform/i18n/': 'the catalogue and the e-mail plumbing themselves',
  'server.ts': 'start-up lines on the console',
  'config.ts': 'configuration defaults',
  'seed/': 'demo data',
  'db/migrate.ts': 'SQL',
  'platform/meta/docs-page.ts': 'the API documentation page (English, like the OpenAPI descriptions)',
  'platform/meta/meta.ts': 'the OpenAPI document',
  'platform/geo/': 'place and region names (data)',
  'domain/mapdata/places.ts': 'address-search labels (place names)',
  'domain/reference/routes.ts': 'reference-list labels (data; the screens label them by code)',
  'domain/dps/definitions.ts': 'the DPS questionnaire content (questions and options, data)',
  'domain/qualification/rules.ts': 'qualification reasons: data of 200 answers with a code, not errors',
  'domain/qualification/engine.ts': 'qualification reasons: data of 200 answers with a code, not errors',
  'domain/webhooks/deliver.ts': 'delivery attempt notes stored for the receiving system, not answers',
  'domain/mapdata/pins.ts': 'qualification reasons of the map pins (data, as above)',
  'domain/settlement/invoices/texts.ts': "an invoice document's words (PDF and CSV), each with its Italian and Portuguese beside it, like the e-mail texts",
};

/** Files, wherever they are, that are the catalogue's or the e-mails' own texts: each domain's `messages.ts` and `mail/texts.ts`. */
export const CATALOGUE_FILE = /(^|\/)messages\.ts$|(^|\/)mail\/texts\.ts$/;

/** Sentences the scan finds that are not messages, and why. */
export const NOT_MESSAGES: Record<string, string> = {
  'Bearer realm="api"': 'a WWW-Authenticate header value',
  'COPY meter_readings {} FROM STDIN': 'SQL (the bulk meter-reading writer)',
  'COPY meter_readings_in {} FROM STDIN': 'SQL (the bulk meter-reading writer)',
  'COPY {} {} FROM STDIN (FREEZE)': 'SQL (the bulk meter-reading writer)',
  'Comma-separated settlement event ids, or "required" for every required event': "a template parameter's description in the API documentation",
  "Only this competition's required events": "a template parameter's description in the API documentation",
  'Content-Type: text/plain; charset=utf-8': 'a header of the .eml files of the outbox',
  'MIME-Version: 1.0': 'a header of the .eml files of the outbox',
  'Message-ID: <outbox-{}@flex.test>': 'a header of the .eml files of the outbox',
  'HTTP/1.1 {} {}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: {}\r\n\r\n{}': 'the raw answer to a request Node could not parse',
  'User Permission Error': 'a file upload status (an API enum value)',
  'Day Ahead': 'a competition tag (an API enum value)',
  'Week Ahead': 'a competition tag (an API enum value)',
  'Northern Ireland': 'a holiday-calendar name (data)',
  'Bad Request': 'an HTTP status line reason phrase',
  'Request Timeout': 'an HTTP status line reason phrase',
  'Request Header Fields Too Large': 'an HTTP status line reason phrase',
};

/** Object properties whose text is documentation: OpenAPI descriptions. */
const SKIP_PROPERTIES = new Set(['description', 'descriptions', 'summary', 'title', 'example', 'examples']);
/** Calls whose text is not an answer: logs, SQL, schema helpers taking a description, an Error subclass's own message. */
const SKIP_CALLS = /(^|\.)(log|console)\.|\.(info|warn|error|debug|trace|fatal)$|(^|\.)(query|exec|raw)$|^(sql|super|literalUnion|Text)$/;
const SQL = /^\s*\(?\s*(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP|EXISTS|COALESCE|AND|OR|NOT|CASE|FROM|WHERE|JOIN|LEFT|VALUES|ON CONFLICT|ORDER|GROUP|SET|TRUNCATE|LOCK|NULL)\b/;

export interface FoundMessage {
  /** The message with every placeholder as `{}`. */
  text: string;
  where: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' ? [] : sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function skippedContext(node: ts.Node): boolean {
  for (let p = node.parent; p; p = p.parent) {
    if (ts.isPropertyAssignment(p) && SKIP_PROPERTIES.has(p.name.getText().replace(/['"]/g, ''))) return true;
    if (ts.isCallExpression(p) && SKIP_CALLS.test(p.expression.getText())) return true;
    if (ts.isNewExpression(p) && p.expression.getText() === 'Error') return true;
    if (ts.isTaggedTemplateExpression(p)) return true;
  }
  return false;
}

const isStringy = (n: ts.Node): boolean => ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n);

function isConcatenation(n: ts.Node): n is ts.BinaryExpression {
  return ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.PlusToken && (operands(n).some(isStringy));
}

function operands(n: ts.Expression): ts.Expression[] {
  if (ts.isParenthesizedExpression(n)) return operands(n.expression);
  if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.PlusToken) return [...operands(n.left), ...operands(n.right)];
  return [n];
}

/** The text of a literal with `{}` for each substitution, or null for any other node. */
function literalText(n: ts.Node): string | null {
  if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return n.text;
  if (ts.isTemplateExpression(n)) return n.head.text + n.templateSpans.map((s) => `{}${s.literal.text}`).join('');
  return null;
}

export function looksLikeMessage(text: string): boolean {
  const words = text.match(/[A-Za-z]{2,}/g) ?? [];
  return /^[A-Z0-9"'{‘“]/.test(text) && words.length >= 2 && /\s/.test(text) && !SQL.test(text) && !/\bSELECT\b|\$\d/.test(text);
}

/** The messages of one source text (relative path for the report). */
export function messagesIn(file: string, source: string): FoundMessage[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: FoundMessage[] = [];
  const add = (node: ts.Node, text: string) => {
    if (looksLikeMessage(text) && !skippedContext(node)) {
      found.push({ text, where: `${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}` });
    }
  };
  const visit = (node: ts.Node): void => {
    if (isConcatenation(node) && !(node.parent && isConcatenation(node.parent))) {
      const parts = operands(node);
      add(node, parts.map((p) => literalText(p) ?? '{}').join(''));
      for (const p of parts) {
        if (ts.isTemplateExpression(p)) p.templateSpans.forEach((s) => visit(s.expression));
        else if (!isStringy(p)) visit(p);
      }
      return;
    }
    if (isConcatenation(node)) return;
    const text = literalText(node);
    if (text !== null) add(node, text);
    if (ts.isTemplateExpression(node)) node.templateSpans.forEach((s) => visit(s.expression));
    else ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Every message of api/src outside NOT_MESSAGE_FILES and (unless asked for) NOT_MESSAGES. */
export function scanMessages(withNotMessages = false): FoundMessage[] {
  const skipped = Object.keys(NOT_MESSAGE_FILES);
  return sourceFiles(SRC)
    .map((f) => path.relative(SRC, f).split(path.sep).join('/'))
    .filter((rel) => !CATALOGUE_FILE.test(rel) && !skipped.some((s) => (s.endsWith('/') ? rel.startsWith(s) : rel === s)))
    .flatMap((rel) => messagesIn(rel, readFileSync(path.join(SRC, rel), 'utf8')))
    .filter((m) => withNotMessages || !(m.text in NOT_MESSAGES));
}

/** A message or catalogue key with every placeholder written `{}`. */
export function shapeOf(text: string): string {
  return text.replace(/\{[A-Za-z0-9_]*\}/g, '{}');
}
