import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { bus, errorMessage } from 'shared-session';
import { EmptyState, LoadFailure, formatCalendarDate, formatCapacity, formatTime, useBusValue } from 'shared-ui';
import { instructionsOf } from './api';
import { DispatchScreen, dispatchRetry } from './DispatchScreen';
import type { Audience } from './InstructionsTable';
import { statusLabel } from './labels';
import { useInstructions } from './live';
import { barPosition, scheduleByDay } from './timeline';
import type { DispatchInstruction } from './types';

const load = () => instructionsOf('upcoming');
/** The schedule shows what has not ended yet (the past dispatches list keeps the rest). */
const notEnded = (i: DispatchInstruction) => Date.parse(i.end) > Date.now();

/**
 * The dispatch schedule (/operations/{org}/dispatchschedule): a timeline by day, one lane per
 * competition and provider, each instruction a bar on the day's 24 hours and a line of text
 * (time, quantity, status) that assistive technology reads. Updated live.
 */
export function SchedulePage({ audience }: { audience: Audience }) {
  const { i18n } = useLingui();
  const region = useBusValue(bus.region$);
  const state = useInstructions(load, notEnded);
  const days = useMemo(() => scheduleByDay(state.rows, region.timezone), [state.rows, region.timezone]);

  return (
    <DispatchScreen
      title={<Trans id="operations.schedule" message="Dispatch schedule" />}
      intro={
        audience === 'operator' ? (
          <Trans id="operations.schedule.operatorIntro" message="Your instructions that have not ended, day by day, per competition and flex provider." />
        ) : (
          <Trans id="operations.schedule.providerIntro" message="The instructions addressed to you that have not ended, day by day, per competition." />
        )
      }
    >
      {state.error ? (
        <LoadFailure
          message={errorMessage(state.error, i18n._({ id: 'operations.loadFailed', message: 'The dispatch instructions could not be loaded.' }))}
          retry={dispatchRetry(state.reload)}
          className="dispatch-error"
        />
      ) : state.loading ? (
        <p role="status">
          <Trans id="operations.schedule.loading" message="Loading the schedule…" />
        </p>
      ) : days.length === 0 ? (
        <EmptyState
          title={<Trans id="operations.schedule.emptyTitle" message="Nothing scheduled" />}
          description={
            audience === 'operator' ? (
              <Trans id="operations.schedule.emptyOperator" message="Send dispatch instructions for your accepted bids; they appear here on the days they run." />
            ) : (
              <Trans id="operations.schedule.emptyProvider" message="When a grid operator dispatches one of your accepted bids, it appears here on the day it runs." />
            )
          }
        />
      ) : (
        days.map((day) => (
          <section key={day.day} className="dispatch-day" aria-labelledby={`dispatch-day-${day.day}`}>
            <h2 id={`dispatch-day-${day.day}`}>{formatCalendarDate(day.day, 'full', region) ?? day.day}</h2>
            <ul className="dispatch-lanes">
              {day.lanes.map((lane) => (
                <li key={lane.key} className="dispatch-lane">
                  <h3>
                    {audience === 'operator' ? (
                      <Trans id="operations.schedule.lane" message="{competition} – {provider}" values={{ competition: lane.competition_name, provider: lane.flex_provider_name }} />
                    ) : (
                      lane.competition_name
                    )}
                  </h3>
                  <div>
                    <div className="dispatch-track" aria-hidden="true">
                      {lane.instructions.map((i) => {
                        const at = barPosition(i, day.day, region.timezone);
                        return <span key={i.id} className={`dispatch-bar dispatch-bar--${i.status.replace(/\s+/g, '-')}`} style={{ left: `${at.left}%`, width: `${at.width}%` }} />;
                      })}
                    </div>
                    <ol>
                      {lane.instructions.map((i) => (
                        <li key={i.id}>
                          <Trans
                            id="operations.schedule.item"
                            message="{start}–{end}: instruction {id}, {quantity}, {window} — {status}"
                            values={{
                              start: formatTime(i.start, region) ?? '—',
                              end: formatTime(i.end, region) ?? '—',
                              id: i.id,
                              quantity: formatCapacity(i.quantity, i.unit, region) ?? '—',
                              window: i.window_name,
                              status: statusLabel(i18n, i.status),
                            }}
                          />
                        </li>
                      ))}
                    </ol>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </DispatchScreen>
  );
}
