import { useCallback, useMemo } from 'react';
import type { DashboardCompetition, OperatorIdentity } from '../data/views';
import { operatorIdOf } from '../domain/filters';

/**
 * The operators the dashboard names: those embedded in the competitions, completed by the
 * operators list; a competition's operator name; and the filter's operator choices, by name
 * (an operator known only by id is `#id`).
 */
export function useOperators(competitions: DashboardCompetition[] | null, operators: OperatorIdentity[]) {
  const operatorsById = useMemo(() => {
    const map = new Map<number, OperatorIdentity>();
    for (const c of competitions ?? []) if (c.operator && typeof c.operator === 'object') map.set(c.operator.id, c.operator);
    for (const o of operators) map.set(o.id, { ...map.get(o.id), ...o });
    return map;
  }, [competitions, operators]);
  const operatorName = useCallback(
    (c: DashboardCompetition) => {
      const id = operatorIdOf(c);
      return id === null ? null : (operatorsById.get(id)?.name ?? null);
    },
    [operatorsById],
  );
  const operatorOptions = useMemo(() => {
    const ids = new Set((competitions ?? []).map(operatorIdOf).filter((x): x is number => x !== null));
    for (const o of operators) ids.add(o.id);
    return [...ids].map((id) => operatorsById.get(id) ?? { id, name: `#${id}` }).sort((a, b) => a.name.localeCompare(b.name));
  }, [competitions, operators, operatorsById]);
  return { operatorsById, operatorName, operatorOptions };
}
