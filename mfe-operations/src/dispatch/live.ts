/**
 * Live updates of the open dispatch lists: the events the host's stream puts on
 * `bus.events$` carry the instruction as the API returns it, so a list inserts or updates the row in
 * place — no polling, no reload.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { bus, type DomainEvent, type DomainEventType } from 'shared-session';
import type { DispatchInstruction } from './types';

export const DISPATCH_EVENT_TYPES: readonly DomainEventType[] = [
  'dispatch.instruction.created',
  'dispatch.instruction.stopped',
  'dispatch.instruction.responded',
  'dispatch.instruction.expired',
];

const isInstruction = (v: unknown): v is DispatchInstruction =>
  !!v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'number' && typeof (v as { status?: unknown }).status === 'string';

/** The instruction a dispatch event carries (`data.instruction`, or the data itself); null for other events. */
export function instructionOf(event: { type: string; data: Record<string, unknown> }): DispatchInstruction | null {
  if (!(DISPATCH_EVENT_TYPES as readonly string[]).includes(event.type) || !event.data) return null;
  const candidate = 'instruction' in event.data ? event.data.instruction : event.data;
  return isInstruction(candidate) ? candidate : null;
}

/**
 * The list after an instruction changed: updated in place when present, inserted when it now
 * belongs to the list, dropped when it no longer does. The same array when nothing changed.
 */
export function applyInstruction(
  rows: readonly DispatchInstruction[],
  next: DispatchInstruction,
  belongs: (i: DispatchInstruction) => boolean,
): readonly DispatchInstruction[] {
  const index = rows.findIndex((r) => r.id === next.id);
  const wanted = belongs(next);
  if (index === -1) return wanted ? [next, ...rows] : rows;
  if (!wanted) return rows.filter((r) => r.id !== next.id);
  const copy = rows.slice();
  copy[index] = next;
  return copy;
}

/** Calls `onInstruction` with each instruction pushed while mounted. */
export function useLiveInstructions(onInstruction: (i: DispatchInstruction) => void): void {
  useEffect(() => {
    const sub = bus.events$.subscribe((event: DomainEvent) => {
      const instruction = instructionOf(event);
      if (instruction) onInstruction(instruction);
    });
    return () => sub.unsubscribe();
  }, [onInstruction]);
}

export interface InstructionsState {
  rows: readonly DispatchInstruction[];
  loading: boolean;
  error: unknown;
  /** Puts a changed instruction (an action's answer) into the list. */
  put: (i: DispatchInstruction) => void;
  reload: () => void;
}

/**
 * The instructions `load` answers, kept current by pushed events and by `put`. `load` and
 * `belongs` must be stable (module functions or memoised). Events that arrive while loading are
 * applied again on top of the answer, so none is lost.
 */
export function useInstructions(load: () => Promise<DispatchInstruction[]>, belongs: (i: DispatchInstruction) => boolean): InstructionsState {
  const [rows, setRows] = useState<readonly DispatchInstruction[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const whileLoading = useRef<DispatchInstruction[] | null>([]);

  const put = useCallback(
    (i: DispatchInstruction) => {
      whileLoading.current?.push(i);
      setRows((current) => applyInstruction(current, i, belongs));
    },
    [belongs],
  );

  useEffect(() => {
    let live = true;
    whileLoading.current = [];
    setLoading(true);
    setError(null);
    load().then(
      (found) => {
        if (!live) return;
        const missed = whileLoading.current ?? [];
        whileLoading.current = null;
        setRows(missed.reduce<readonly DispatchInstruction[]>((acc, i) => applyInstruction(acc, i, belongs), found.filter(belongs)));
        setLoading(false);
      },
      (failure: unknown) => {
        if (!live) return;
        whileLoading.current = null;
        setError(failure);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [load, belongs, attempt]);

  useLiveInstructions(put);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { rows, loading, error, put, reload };
}
