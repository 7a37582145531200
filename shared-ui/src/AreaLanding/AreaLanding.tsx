import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

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
  /** Build marker of the remote serving this page, shown for support and deployment checks. */
  version?: string;
  area: string;
}

/** A remote area's landing page: its title and its submenu (spec platform §2.2). */
export function AreaLanding({ title, intro, sections, version, area }: AreaLandingProps) {
  const baseId = useId();
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
      {version ? <p className="area-landing__version">v{version}</p> : null}
    </section>
  );
}
