import { isFieldErrors, mapSubmitErrors } from './submitErrors';

test("the server's per-offer errors land on the rows the offers came from", () => {
  const body = { bids: [{}, { capacity: ['Too much.'], service_window: ['Overlaps.', 'Twice.'] }] };
  expect(mapSubmitErrors(body, [0, 2], 3)).toEqual({ bids: [undefined, undefined, { capacity: 'Too much.', service_window: 'Overlaps. Twice.' }], general: [] });
  expect(mapSubmitErrors({ bids: ['Ensure this field has no more than 500 elements.'], detail: 'x' }, [0], 1).general).toEqual(['x']);
});

test('only a body of the API\'s field-error shape is read as one', () => {
  expect(isFieldErrors({ bids: [{}, { capacity: ['Too much.'] }], detail: 'x' })).toBe(true);
  expect(isFieldErrors({ detail: 'Bidding has closed.' })).toBe(true);
  expect(isFieldErrors(['x'])).toBe(false);
  expect(isFieldErrors('Bad Request')).toBe(false);
  expect(isFieldErrors(undefined)).toBe(false);
  expect(isFieldErrors({ capacity: 3 })).toBe(false);
});
