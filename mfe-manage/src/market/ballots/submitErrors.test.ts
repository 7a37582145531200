import type { ApiFieldErrors } from 'shared-session';
import { mapSubmitErrors } from './submitErrors';

test("the server's per-offer errors land on the rows the offers came from", () => {
  const body: ApiFieldErrors = { bids: [{}, { capacity: ['Too much.'], service_window: ['Overlaps.', 'Twice.'] }] };
  expect(mapSubmitErrors(body, [0, 2], 3)).toEqual({ bids: [undefined, undefined, { capacity: 'Too much.', service_window: 'Overlaps. Twice.' }], general: [] });
  expect(mapSubmitErrors({ bids: ['Ensure this field has no more than 500 elements.'], detail: 'x' }, [0], 1).general).toEqual(['x']);
});
