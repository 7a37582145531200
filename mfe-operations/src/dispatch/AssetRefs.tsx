import { Trans } from '@lingui/react';

/** How many asset references a list row shows before the rest is asked for. */
export const SHOWN_REFS = 2;

/**
 * An instruction's assets in a list row, compactly: how many, the first few references, and the
 * rest behind a disclosure (a bid may hold hundreds of assets; the row stays short and narrow).
 */
export function AssetRefs({ refs, instruction }: { refs: readonly string[]; instruction: number }) {
  if (refs.length === 0) return <>—</>;
  const first = refs.slice(0, SHOWN_REFS);
  const rest = refs.slice(SHOWN_REFS);
  return (
    <span className="dispatch-assets">
      <span className="dispatch-assets__count">
        <Trans id="operations.assets.count" message="{count, plural, one {# asset} other {# assets}}" values={{ count: refs.length }} />
      </span>
      <RefList refs={first} />
      {rest.length > 0 ? (
        <details className="dispatch-assets__more">
          <summary>
            <Trans
              id="operations.assets.more"
              message="{count, plural, one {# more<0> asset of instruction {id}</0>} other {# more<0> assets of instruction {id}</0>}}"
              values={{ count: rest.length, id: instruction }}
              components={{ 0: <span className="fx-visually-hidden" /> }}
            />
          </summary>
          <RefList refs={rest} />
        </details>
      ) : null}
    </span>
  );
}

/** References one a line, each unbroken (they hold hyphens). */
function RefList({ refs }: { refs: readonly string[] }) {
  return (
    <ul className="dispatch-assets__refs">
      {refs.map((ref) => (
        <li key={ref}>{ref}</li>
      ))}
    </ul>
  );
}
