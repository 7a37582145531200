/** The operator's bid review screens (workflows §2: /manage/systemoperator/bids with confirm, decision, view). */
const BIDS = '/manage/systemoperator/bids';

const withCompetition = (path: string, competition?: number | null) =>
  competition === undefined || competition === null ? path : `${path}?competition=${encodeURIComponent(String(competition))}`;

export const reviewPaths = {
  summaries: BIDS,
  view: (competition?: number | null) => withCompetition(`${BIDS}/view`, competition),
  decision: (competition?: number | null) => withCompetition(`${BIDS}/decision`, competition),
  confirm: (competition?: number | null) => withCompetition(`${BIDS}/confirm`, competition),
} as const;
