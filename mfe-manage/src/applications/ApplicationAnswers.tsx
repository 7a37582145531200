import { useLingui } from '@lingui/react';
import type { DpsAttachment, DpsDefinitions, DpsSection } from 'shared-session';
import { DownloadButton } from './Attachments';
import { answerText, stageTitle } from './labels';
import { questionText } from './questionnaire';

export interface ApplicationAnswersProps {
  applicationId: number;
  definitions: DpsDefinitions;
  sections: DpsSection[];
  attachments: DpsAttachment[];
  locale: string;
  /** Only these sections (by name); all by default. */
  only?: string[];
  headingLevel?: 2 | 3;
}

/** A submitted application's answers, stage by stage: each shown question and its answer, files with a download button. */
export function ApplicationAnswers({ applicationId, definitions, sections, attachments, locale, only, headingLevel = 2 }: ApplicationAnswersProps) {
  const { i18n } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const shown = sections.filter((s) => !only || only.includes(s.name));
  return (
    <div className="dps-answers">
      {shown.map((section) => (
        <section key={section.number} className="dps-answers__section" aria-labelledby={`dps-answers-${section.number}`}>
          <Heading id={`dps-answers-${section.number}`}>{stageTitle(i18n, section)}</Heading>
          <dl className="dps-answers__list">
            {section.responses.map((r) => {
              const field = definitions.fields[r.key];
              const files = attachments.filter((a) => a.question === r.key);
              return (
                <div key={r.key} className="dps-answers__item">
                  <dt>{questionText(i18n, r.key, r.question)}</dt>
                  <dd>
                    {r.is_file && files.length ? (
                      <ul className="dps-files">
                        {files.map((a) => (
                          <li key={a.key}>
                            {a.filename} <DownloadButton applicationId={applicationId} attachment={a} />
                          </li>
                        ))}
                      </ul>
                    ) : field ? (
                      answerText(i18n, field, r.response, locale)
                    ) : (
                      String(r.response ?? '—')
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}
