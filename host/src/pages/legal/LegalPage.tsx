import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { DataTable, NotFoundPage, useFormat, type DataTableColumn } from 'shared-ui';
import { CookiePreferences } from '../../consent/CookiePreferences';
import { PageIntro } from '../PageIntro';
import { BASIC_TERMS, SERVICE_TERMS, type LegalDocument, type LegalSection } from './documents';
import { COOKIE_INFORMATION, STORAGE_AREAS, STORED_ITEMS, type BrowserStorageEntry } from './cookies';
import './legal.css';

export { legalCatalogs } from './i18n';

/** "Version 1.0 · In effect from 27 November 2026", the date in the region's format. */
function VersionLine({ version, effective }: { version: string; effective: string }) {
  const format = useFormat();
  return (
    <p className="legal-meta" data-testid="legal-version">
      <Trans
        id="legal.meta"
        message="Version {version} · In effect from {date}"
        values={{ version, date: <time dateTime={effective}>{format.formatCalendarDate(effective, 'long')}</time> }}
      />
    </p>
  );
}

/** A linked list of the document's sections. */
function Contents({ sections }: { sections: ReadonlyArray<Pick<LegalSection, 'id' | 'title'>> }) {
  const { i18n } = useLingui();
  // The page's own path before the fragment: a bare "#id" would resolve against the document's <base href="/">.
  const { pathname } = useLocation();
  return (
    <nav className="legal-contents" aria-labelledby="legal-contents-title">
      <h2 id="legal-contents-title" className="fx-visually-hidden"><Trans id="legal.contents" message="Contents" /></h2>
      <ol>
        {sections.map((s) => (
          <li key={s.id}><a href={`${pathname}#${s.id}`}>{i18n._(s.title)}</a></li>
        ))}
      </ol>
    </nav>
  );
}

function Section({ section, children }: { section: LegalSection; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <section className="legal-section" aria-labelledby={section.id}>
      <h2 id={section.id}>{i18n._(section.title)}</h2>
      {section.paragraphs.map((p) => (
        <p key={p.id}>{i18n._(p)}</p>
      ))}
      {children}
    </section>
  );
}

/** A document: title, lead, version and date, contents, then its sections. */
function Document({ doc }: { doc: LegalDocument }) {
  const { i18n } = useLingui();
  return (
    <PageIntro title={i18n._(doc.title)} lead={i18n._(doc.lead)}>
      <div className="legal-document">
        <VersionLine version={doc.version} effective={doc.effective} />
        <Contents sections={doc.sections} />
        {doc.sections.map((s) => (
          <Section key={s.id} section={s} />
        ))}
      </div>
    </PageIntro>
  );
}

/** The list of everything Flex keeps in the browser. */
function StorageTable() {
  const { i18n } = useLingui();
  const text = (d: MessageDescriptor) => i18n._(d);
  const columns: DataTableColumn<BrowserStorageEntry>[] = [
    { key: 'name', header: <Trans id="legal.cookies.column.name" message="Name" />, isRowHeader: true, render: (r) => <code>{r.name}</code>, value: (r) => r.name },
    { key: 'area', header: <Trans id="legal.cookies.column.area" message="Kept in" />, value: (r) => text(STORAGE_AREAS[r.area]) },
    { key: 'purpose', header: <Trans id="legal.cookies.column.purpose" message="What it is for" />, value: (r) => text(r.purpose) },
    { key: 'lifetime', header: <Trans id="legal.cookies.column.lifetime" message="How long it stays" />, value: (r) => text(r.lifetime) },
  ];
  return (
    <DataTable<BrowserStorageEntry>
      className="legal-storage"
      caption={<Trans id="legal.cookies.caption" message="Cookies and browser storage that Flex sets" />}
      columns={columns}
      rows={STORED_ITEMS}
      getRowKey={(r) => r.name}
    />
  );
}

function Cookies() {
  const { i18n } = useLingui();
  const doc = COOKIE_INFORMATION;
  // The consent controls bring their own heading ("Your cookie choice"), linked from the contents.
  const choice = { id: 'cookie-preferences-title', title: /*i18n*/ { id: 'legal.cookies.choice.title', message: 'Your cookie choice' } };
  const all = [...doc.before, ...doc.after, choice, ...doc.end];
  return (
    <PageIntro title={i18n._(doc.title)} lead={i18n._(doc.lead)}>
      <div className="legal-document">
        <VersionLine version={doc.version} effective={doc.effective} />
        <Contents sections={all} />
        {doc.before.map((s, i) => (
          <Section key={s.id} section={s}>{i === doc.before.length - 1 ? <StorageTable /> : null}</Section>
        ))}
        {doc.after.map((s) => (
          <Section key={s.id} section={s} />
        ))}
        <CookiePreferences />
        <p>
          <Trans id="legal.cookies.keep" message="Your choice is kept for 365 days, then we ask again. You can change it here at any time." />
        </p>
        {doc.end.map((s) => (
          <Section key={s.id} section={s} />
        ))}
      </div>
    </PageIntro>
  );
}

/** /legal/:document? — basic-terms, serviceterms, cookies; without a document, the list. */
export function LegalPage() {
  const { document } = useParams();
  const { i18n } = useLingui();
  if (document === 'basic-terms') return <Document doc={BASIC_TERMS} />;
  if (document === 'serviceterms') return <Document doc={SERVICE_TERMS} />;
  if (document === 'cookies') return <Cookies />;
  if (document !== undefined) return <NotFoundPage />;
  const list: Array<[string, Pick<LegalDocument, 'title' | 'lead' | 'version' | 'effective'>]> = [
    ['/legal/basic-terms', BASIC_TERMS],
    ['/legal/serviceterms', SERVICE_TERMS],
    ['/legal/cookies', COOKIE_INFORMATION],
  ];
  return (
    <PageIntro title={<Trans id="legal.title" message="Legal" />}>
      <ul className="legal-index">
        {list.map(([to, doc]) => (
          <li key={to}>
            <Link to={to}>{i18n._(doc.title)}</Link>
            <span className="legal-index__meta">{i18n._(doc.lead)}</span>
          </li>
        ))}
      </ul>
    </PageIntro>
  );
}
