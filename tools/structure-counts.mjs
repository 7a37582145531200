#!/usr/bin/env node
// Counts of the code base's structure that the "one contract from schema to screen" redesign
// changes, printed as a table (or JSON with --json). Run from anywhere:
//   node tools/structure-counts.mjs [--json] [--list] [--root <checkout>]
// --root measures another checkout (for example an older commit added with `git worktree add`);
// the TypeScript compiler of this checkout parses it. --list prints every counted item.
//
// What each figure counts (heuristics, documented so that before/after figures compare):
// - requestCasts: in api/src (tests excluded), `x as T` / `<T>x` where x is a property access rooted
//   at `request` or `req`. `dataCasts` are those on .body, .query or .params; `otherCasts` the rest
//   (request.user, request.headers, ...). A chain `request.body as unknown as T` counts once.
// - apiShapes: in the front ends (host/src, mfe-*/src, shared-ui/src; tests and generated files
//   excluded), hand-written copies of API answer shapes:
//     name      an interface or object type alias named Stored*, Api*, *Response, *Answer, *Dto or *Payload;
//     fields    an interface or object type alias (not *Props) with at least 3 fields, at least 80 % of
//               whose field names are the fields of one object shape of the generated contract
//               (shared-session/src/api/schema.gen.ts, object literals under `paths` with 3 or more fields);
//               Form state and props (names ending Props, Values, State, Errors, Params, Options) are left out;
//     inline    a call (not a React hook) with an object type literal as type argument
//               (`request<{ gsps: string[] }>(…)`);
//     guesser   a module-level function with a parameter annotated `unknown` or `unknown[]` (not an error:
//               not named e, err, error, reason or cause) whose declared return type names a type of the
//               code base (MapPin, MapPin[], Counts | null): it reads a shape out of an untyped value.
//               Readers of inputs that are not API answers (NOT_API_READERS: each named, with why) are left out.
// - exports: per shared package (shared-session, shared-ui), the names exported from its entry points
//   (package.json `exports`, else `main`) and how many of them some other package imports (by name, from
//   the package or any of its subpaths; `import * as` counts every name), and how many of those only
//   other packages' tests import (candidates for a `./testing` entry).
// - longFunctions: function-like nodes with a body of more than 120 lines (first to last line) in every
//   tracked source file except tests (__tests__, test/, tests/, *.test.*, *.spec.*, e2e/, testing/,
//   test-utils) and generated files (*.gen.ts, locales/*/messages.*, .d.ts).
// - issueComments: comment lines (JS/TS, CSS, HTML and SQL comments, `#` lines of YAML and shell) in every
//   tracked file that cite an issue number: the word issue or issues then a number (with or without
//   a hash), a hash and number in brackets, or see/per/from/in/of then a hash and number.
// - domainFolders: folders directly under api/src/domain/ missing routes.ts, schemas.ts or README.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const LONG_FUNCTION_LINES = 120;
const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** True for test code: test files, test folders, the e2e package and test-support entries. */
export function isTestPath(file) {
  return /(^|\/)(__tests__|test|tests|testing|e2e)\//.test(file) ||
    /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || /(^|\/)(test-utils|testing)\.[jt]sx?$/.test(file);
}

/** True for generated files: the contract, compiled catalogues, declaration files, build output. */
export function isGeneratedPath(file) {
  return /\.gen\.[jt]s$/.test(file) || /(^|\/)locales\/[^/]+\/messages\.[cm]?[jt]s$/.test(file) ||
    /\.d\.[cm]?ts$/.test(file) || /(^|\/)(dist|build|coverage)\//.test(file);
}

function scriptKind(file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

export function parse(file, text) {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
}

function lineOf(sf, pos) {
  return sf.getLineAndCharacterOfPosition(pos).line + 1;
}

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

function unwrap(expr) {
  while (ts.isParenthesizedExpression(expr) || ts.isNonNullExpression(expr)) expr = expr.expression;
  return expr;
}

/** The root identifier and first property of an access chain such as request.body.items. */
function accessRoot(expr) {
  expr = unwrap(expr);
  let first = null;
  while (ts.isPropertyAccessExpression(expr) || ts.isElementAccessExpression(expr)) {
    first = ts.isPropertyAccessExpression(expr) ? expr.name.text : null;
    expr = unwrap(expr.expression);
  }
  return ts.isIdentifier(expr) && first !== null ? { root: expr.text, first } : null;
}

/** Casts of request data: `request.body as T` and friends. */
export function findRequestCasts(file, text) {
  const sf = parse(file, text);
  const found = [];
  walk(sf, (node) => {
    if (!ts.isAsExpression(node) && !ts.isTypeAssertionExpression(node)) return;
    if (ts.isConstTypeReference?.(node.type)) return;
    const r = accessRoot(node.expression);
    if (!r || (r.root !== 'request' && r.root !== 'req')) return;
    const data = ['body', 'query', 'params'].includes(r.first);
    found.push({ file, line: lineOf(sf, node.getStart(sf)), kind: data ? r.first : 'other', text: node.getText(sf).split('\n')[0].slice(0, 100) });
  });
  return found;
}

function functionName(node, sf) {
  if (node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) || ts.isPrivateIdentifier(node.name))) {
    return node.name.text;
  }
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  let p = node.parent;
  while (p && (ts.isParenthesizedExpression(p) || ts.isAsExpression(p) || ts.isSatisfiesExpression?.(p) ||
    (ts.isCallExpression(p) && p.arguments.length === 1 && ts.isIdentifier(p.expression)))) p = p.parent;
  if (p && (ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p)) && p.name) {
    return p.name.getText(sf);
  }
  if (p && ts.isExportAssignment(p)) return 'default export';
  if (node.parent && ts.isCallExpression(node.parent)) {
    return `${node.parent.expression.getText(sf).replace(/\s+/g, ' ').slice(0, 60)}(…) callback`;
  }
  return '<anonymous>';
}

/** Functions (declarations, expressions, arrows, methods) longer than `limit` lines. */
export function findLongFunctions(file, text, limit = LONG_FUNCTION_LINES) {
  const sf = parse(file, text);
  const found = [];
  walk(sf, (node) => {
    if (!ts.isFunctionLike(node) || !node.body) return;
    const start = lineOf(sf, node.getStart(sf));
    const lines = lineOf(sf, node.getEnd()) - start + 1;
    if (lines > limit) found.push({ file, line: start, name: functionName(node, sf), lines });
  });
  return found;
}

/** Patterns of a comment line that cites an issue number. */
export const ISSUE_CITATION = /\bissues?\s*#?\d+|\(#\d+\)|\b(?:see|per|from|in|of)\s+#\d+\b/i;

function commentRanges(file, text) {
  if (CODE.test(file)) {
    const sf = parse(file, text);
    const seen = new Map();
    const add = (ranges) => { for (const r of ranges ?? []) seen.set(r.pos, r.end); };
    const visit = (node) => {
      if (node.kind === ts.SyntaxKind.JsxText) return;
      add(ts.getLeadingCommentRanges(text, node.pos));
      add(ts.getTrailingCommentRanges(text, node.end));
      for (const child of node.getChildren(sf)) visit(child);
    };
    visit(sf);
    return [...seen].map(([pos, end]) => ({ pos, end }));
  }
  const ranges = [];
  let re = null;
  if (/\.(css|scss)$/.test(file)) re = /\/\*[\s\S]*?\*\//g;
  else if (/\.(ya?ml|sh)$|(^|\/)(Dockerfile|run)$/.test(file)) re = /(^|[ \t])#.*$/gm;
  else if (/\.html$/.test(file)) re = /<!--[\s\S]*?-->/g;
  else if (/\.sql$/.test(file)) re = /--.*$/gm;
  if (!re) return ranges;
  for (const m of text.matchAll(re)) ranges.push({ pos: m.index, end: m.index + m[0].length });
  return ranges;
}

/** Comment lines citing an issue number. */
export function findIssueComments(file, text) {
  const found = [];
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const lineAt = (pos) => {
    let lo = 0, hi = lineStarts.length - 1;
    while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (lineStarts[mid] <= pos) lo = mid; else hi = mid - 1; }
    return lo + 1;
  };
  const lines = new Set();
  for (const { pos, end } of commentRanges(file, text)) {
    const first = lineAt(pos);
    text.slice(pos, end).split('\n').forEach((l, i) => { if (ISSUE_CITATION.test(l)) lines.add(first + i); });
  }
  const all = text.split('\n');
  for (const line of [...lines].sort((a, b) => a - b)) found.push({ file, line, text: all[line - 1].trim().slice(0, 120) });
  return found;
}

/** Field-name sets of the object shapes in the generated contract (under `paths`). */
export function contractShapes(text) {
  const sf = parse('schema.gen.ts', text);
  const shapes = [];
  walk(sf, (node) => {
    if (!ts.isTypeLiteralNode(node)) return;
    const names = node.members.filter((m) => ts.isPropertySignature(m) && m.name).map((m) => m.name.getText(sf).replace(/^["']|["']$/g, ''));
    if (names.length >= 3 && !names.includes('parameters') && !names.includes('content') && !names.includes('get')) shapes.push(new Set(names));
  });
  return shapes;
}

const API_NAME = /^(Stored|Api)[A-Z]|(Response|Answer|Dto|Payload)$/;
const FORM_STATE = /(Props|Values|State|Errors|Params|Options)$/;
const ERROR_PARAM = /^(e|err|error|reason|cause)$/;

/**
 * Functions the guesser rule leaves out because what they read is not an API answer, so no API
 * contract could type it: each by file and name, with the reason.
 */
export const NOT_API_READERS = [
  {
    file: 'host/src/config/hostConfig.ts',
    name: 'readHostConfig',
    why: 'reads the `host` section of the runtime manifest (/remotes.json), a static file a deployment edits beside the host, setting by setting against the declared HostConfig',
  },
];

const isNotApiReader = (file, name) => NOT_API_READERS.some((r) => r.file === file && r.name === name);

function fieldsOf(node, sf) {
  const type = ts.isInterfaceDeclaration(node) ? node : node.type;
  const members = ts.isInterfaceDeclaration(node) ? node.members : ts.isTypeLiteralNode(type) ? type.members : null;
  if (!members) return null;
  return members.filter((m) => ts.isPropertySignature(m) && m.name).map((m) => m.name.getText(sf).replace(/^["']|["']$/g, ''));
}

function isUnknownType(t) {
  if (!t) return false;
  if (t.kind === ts.SyntaxKind.UnknownKeyword) return true;
  if (ts.isArrayTypeNode(t)) return t.elementType.kind === ts.SyntaxKind.UnknownKeyword;
  if (ts.isTypeOperatorNode(t)) return isUnknownType(t.type);
  return false;
}

const BUILT_IN_TYPES = new Set(['Promise', 'Record', 'Array', 'ReadonlyArray', 'Set', 'Map', 'Partial', 'Readonly']);

/** Whether a declared return type names a type of the code base (MapPin, MapPin[], Row | null, ...). */
function namesOwnType(t) {
  if (ts.isTypeReferenceNode(t)) {
    const name = t.typeName.getText();
    return !BUILT_IN_TYPES.has(name) ? true : (t.typeArguments ?? []).some(namesOwnType);
  }
  if (ts.isArrayTypeNode(t)) return namesOwnType(t.elementType);
  if (ts.isUnionTypeNode(t)) return t.types.some(namesOwnType);
  if (ts.isTypeOperatorNode(t) || ts.isParenthesizedTypeNode(t)) return namesOwnType(t.type);
  return false;
}

/** A function declared at module level (a declaration, or the value of a top-level const). */
function isTopLevel(node) {
  if (ts.isFunctionDeclaration(node)) return ts.isSourceFile(node.parent);
  const decl = node.parent;
  return !!decl && ts.isVariableDeclaration(decl) && ts.isSourceFile(decl.parent.parent.parent);
}

/** Hand-written copies of API shapes in a front-end file (see the header for the three rules). */
export function findApiShapes(file, text, shapes) {
  const sf = parse(file, text);
  const found = [];
  walk(sf, (node) => {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) {
      const name = node.name.text;
      const fields = fieldsOf(node, sf);
      const line = lineOf(sf, node.getStart(sf));
      if (API_NAME.test(name) && (fields || ts.isTypeAliasDeclaration(node))) {
        found.push({ file, line, name, rule: 'name' });
        return;
      }
      if (!fields || fields.length < 3 || FORM_STATE.test(name)) return;
      const match = shapes.some((s) => fields.filter((f) => s.has(f)).length >= Math.max(3, Math.ceil(fields.length * 0.8)));
      if (match) found.push({ file, line, name, rule: 'fields' });
      return;
    }
    if (ts.isCallExpression(node) && node.typeArguments?.some((t) => ts.isTypeLiteralNode(t)) && !/(^|\.)use[A-Z]/.test(node.expression.getText(sf))) {
      found.push({ file, line: lineOf(sf, node.getStart(sf)), name: `${node.expression.getText(sf)}<{…}>`, rule: 'inline' });
      return;
    }
    if (!ts.isFunctionLike(node) || !node.body || !node.parameters || !isTopLevel(node)) return;
    if (!node.type || !namesOwnType(node.type)) return;
    const guessed = node.parameters.find((p) => isUnknownType(p.type) && ts.isIdentifier(p.name) && !ERROR_PARAM.test(p.name.text));
    const name = functionName(node, sf);
    if (guessed && !isNotApiReader(file, name)) found.push({ file, line: lineOf(sf, node.getStart(sf)), name, rule: 'guesser' });
  });
  return found;
}

/** Names imported from `pkg` (or its subpaths) in a file; '*' for a namespace import. */
export function importedNames(file, text, pkg) {
  const sf = parse(file, text);
  const names = new Set();
  const from = (spec) => spec === pkg || spec.startsWith(`${pkg}/`);
  walk(sf, (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && from(node.moduleSpecifier.text)) {
      if (ts.isImportDeclaration(node)) {
        const c = node.importClause;
        if (!c) return;
        if (c.name) names.add('default');
        if (c.namedBindings && ts.isNamespaceImport(c.namedBindings)) names.add('*');
        if (c.namedBindings && ts.isNamedImports(c.namedBindings)) for (const e of c.namedBindings.elements) names.add((e.propertyName ?? e.name).text);
      } else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const e of node.exportClause.elements) names.add((e.propertyName ?? e.name).text);
      } else names.add('*');
    }
    // import('pkg') types and jest.requireActual('pkg') are not counted: they name no export.
  });
  return names;
}

/** Entry files of a package: every string target of package.json `exports`, else `main`. */
export function entryFiles(pkgJson) {
  const targets = [];
  const collect = (v) => {
    if (typeof v === 'string') targets.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(collect);
  };
  if (pkgJson.exports) collect(pkgJson.exports);
  else if (pkgJson.main) targets.push(pkgJson.main);
  return [...new Set(targets.filter((t) => CODE.test(t)).map((t) => t.replace(/^\.\//, '')))];
}

/** Names exported by the entry files of a package, through re-exports (the type checker resolves them). */
export function exportedNames(pkgDir, entries) {
  const files = entries.map((e) => path.join(pkgDir, e)).filter((f) => fs.existsSync(f));
  const program = ts.createProgram(files, {
    noLib: true, types: [], allowJs: true, jsx: ts.JsxEmit.ReactJSX, noEmit: true,
    module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const byEntry = {};
  const all = new Set();
  for (const f of files) {
    const sym = checker.getSymbolAtLocation(program.getSourceFile(f));
    const names = sym ? checker.getExportsOfModule(sym).map((s) => s.name) : [];
    byEntry[path.relative(pkgDir, f)] = names.length;
    names.forEach((n) => all.add(n));
  }
  return { names: all, byEntry };
}

function trackedFiles(root) {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 })
    .split('\0').filter(Boolean).filter((f) => !f.includes('node_modules/') && fs.existsSync(path.join(root, f)));
}

export function measure(root) {
  const files = trackedFiles(root);
  const read = (f) => fs.readFileSync(path.join(root, f), 'utf8');
  const code = files.filter((f) => CODE.test(f));
  const source = code.filter((f) => !isTestPath(f) && !isGeneratedPath(f));

  const casts = source.filter((f) => f.startsWith('api/src/')).flatMap((f) => findRequestCasts(f, read(f)));

  const contract = 'shared-session/src/api/schema.gen.ts';
  const shapes = files.includes(contract) ? contractShapes(read(contract)) : [];
  const frontEnd = source.filter((f) => /^(host|mfe-[^/]+|shared-ui)\/src\//.test(f));
  const apiShapes = frontEnd.flatMap((f) => findApiShapes(f, read(f), shapes));

  const exportsByPackage = {};
  for (const pkg of ['shared-session', 'shared-ui']) {
    const pkgJson = JSON.parse(read(`${pkg}/package.json`));
    const entries = entryFiles(pkgJson);
    const { names, byEntry } = exportedNames(path.join(root, pkg), entries);
    const used = new Set();
    const usedBySource = new Set();
    for (const f of code.filter((c) => !c.startsWith(`${pkg}/`) && !isGeneratedPath(c))) {
      for (const n of importedNames(f, read(f), pkg)) {
        used.add(n);
        if (!isTestPath(f)) usedBySource.add(n);
      }
    }
    const usedNames = used.has('*') ? [...names] : [...names].filter((n) => used.has(n));
    const testOnly = usedBySource.has('*') ? [] : usedNames.filter((n) => !usedBySource.has(n));
    exportsByPackage[pkg] = {
      entries: byEntry, exported: names.size, usedElsewhere: usedNames.length, usedOnlyByTests: testOnly.length,
      unused: [...names].filter((n) => !usedNames.includes(n)).sort(),
      testOnly: testOnly.sort(),
    };
  }

  const longFunctions = source.flatMap((f) => findLongFunctions(f, read(f))).sort((a, b) => b.lines - a.lines);
  const issueComments = files.flatMap((f) => (CODE.test(f) || /\.(css|scss|ya?ml|sh|html|sql)$/.test(f) ? findIssueComments(f, read(f)) : []));

  const domainDir = path.join(root, 'api/src/domain');
  const domainFolders = fs.existsSync(domainDir)
    ? fs.readdirSync(domainDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort().map((name) => ({
      name, missing: ['routes.ts', 'schemas.ts', 'README.md'].filter((f) => !fs.existsSync(path.join(domainDir, name, f))),
    }))
    : [];

  return {
    requestCasts: {
      dataCasts: casts.filter((c) => c.kind !== 'other').length,
      byKind: Object.fromEntries(['body', 'query', 'params', 'other'].map((k) => [k, casts.filter((c) => c.kind === k).length])),
      otherCasts: casts.filter((c) => c.kind === 'other').length,
      items: casts,
    },
    apiShapes: {
      count: apiShapes.length,
      byRule: Object.fromEntries(['name', 'fields', 'inline', 'guesser'].map((r) => [r, apiShapes.filter((s) => s.rule === r).length])),
      items: apiShapes,
    },
    exports: exportsByPackage,
    longFunctions: { limit: LONG_FUNCTION_LINES, count: longFunctions.length, items: longFunctions },
    issueComments: { count: issueComments.length, items: issueComments },
    domainFolders: {
      count: domainFolders.length,
      incomplete: domainFolders.filter((d) => d.missing.length > 0).length,
      items: domainFolders,
    },
  };
}

function table(m, list) {
  const out = [];
  const row = (label, value) => out.push(`${label.padEnd(58)} ${value}`);
  row('Casts of request data in api/src (body/query/params)', `${m.requestCasts.dataCasts}  (body ${m.requestCasts.byKind.body}, query ${m.requestCasts.byKind.query}, params ${m.requestCasts.byKind.params})`);
  row('Other casts of request.* in api/src', m.requestCasts.otherCasts);
  row('Hand-written API shapes in front ends', `${m.apiShapes.count}  (by name ${m.apiShapes.byRule.name}, by fields ${m.apiShapes.byRule.fields}, inline ${m.apiShapes.byRule.inline}, guessers ${m.apiShapes.byRule.guesser})`);
  for (const [pkg, e] of Object.entries(m.exports)) {
    row(`Names exported by ${pkg} / used by another package`, `${e.exported} / ${e.usedElsewhere}  (unused ${e.exported - e.usedElsewhere}, only by tests ${e.usedOnlyByTests}; entries ${Object.entries(e.entries).map(([f, n]) => `${f}: ${n}`).join(', ')})`);
  }
  row(`Functions over ${m.longFunctions.limit} lines (source, no tests)`, m.longFunctions.count);
  row('Comment lines citing an issue number', m.issueComments.count);
  row('API domain folders missing routes/schemas/README', `${m.domainFolders.incomplete} of ${m.domainFolders.count}`);
  if (list) {
    out.push('', 'Request casts:', ...m.requestCasts.items.map((c) => `  ${c.file}:${c.line} [${c.kind}] ${c.text}`));
    out.push('', 'API shapes:', ...m.apiShapes.items.map((s) => `  ${s.file}:${s.line} ${s.name} (${s.rule})`));
    for (const [pkg, e] of Object.entries(m.exports)) {
      out.push('', `${pkg} names no other package imports:`, `  ${e.unused.join(', ')}`);
      out.push('', `${pkg} names only other packages' tests import:`, `  ${e.testOnly.join(', ')}`);
    }
    out.push('', 'Long functions:', ...m.longFunctions.items.map((f) => `  ${String(f.lines).padStart(4)}  ${f.name}  ${f.file}:${f.line}`));
    out.push('', 'Issue comments:', ...m.issueComments.items.map((c) => `  ${c.file}:${c.line} ${c.text}`));
    out.push('', 'Domain folders:', ...m.domainFolders.items.map((d) => `  ${d.name}: ${d.missing.length ? `missing ${d.missing.join(', ')}` : 'complete'}`));
  } else {
    out.push('', 'API shapes:', ...m.apiShapes.items.map((s) => `  ${s.file}:${s.line} ${s.name} (${s.rule})`));
  }
  return out.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const rootArg = args.indexOf('--root');
  const root = rootArg >= 0 ? path.resolve(args[rootArg + 1]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const m = measure(root);
  if (args.includes('--json')) console.log(JSON.stringify(m, null, 2));
  else console.log(table(m, args.includes('--list')));
}
