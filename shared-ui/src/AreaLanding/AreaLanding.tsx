import { useEffect, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react';
import { EmptyState } from '../EmptyState';

const logged = new Set<string>();
/** The remote's build marker in the console, once per area and version (support reads it there). */
function logVersion(area: string, version: string): void {
  const key = `${area}@${version}`;
  if (logged.has(key)) return;
  logged.add(key);
  console.info(`[flex] ${area} build ${version}`);
}

export interface AreaLink {
  to: string;
  label: ReactNode;
}

export interface AreaSection {
  heading: ReactNode;
  links: AreaLink[];
}

export interface AreaLandingProps {
  title: ReactNode;
  intro?: ReactNode;
  sections: AreaSection[];
  /**
   * Build marker of the remote serving this page, for support and deployment checks: kept in the
   * `data-version` attribute (and logged to the console once), never shown to users.
   */
  version?: string;
  area: string;
}

/** A remote area's landing page: its title and its submenu (spec platform §2.2). */
export function AreaLanding({ title, intro, sections, version, area }: AreaLandingProps) {
  const baseId = useId();
  useEffect(() => {
    if (version) logVersion(area, version);
  }, [area, version]);
  return (
    <section className="area-landing" data-area={area} data-version={version}>
      <h1>{title}</h1>
      {intro ? <p>{intro}</p> : null}
      {sections.map((section, i) => (
        <nav key={i} aria-labelledby={`${baseId}-${i}`}>
          <h2 id={`${baseId}-${i}`}>{section.heading}</h2>
          <ul>
            {section.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
      {sections.length === 0 ? (
        <EmptyState
          title={<Trans id="area.empty.title" message="Nothing here for your account yet" />}
          description={
            <Trans
              id="area.empty.text"
              message="This area has no tasks for your organisation type or team role. Your home page lists what you can do; your team admin can give you a role with access."
            />
          }
          action={
            <Link className="fx-button fx-button--primary" to="/home">
              <Trans id="area.empty.home" message="Go to your home page" />
            </Link>
          }
        />
      ) : null}
    </section>
  );
}
