import { ApiError, errorCode, errorMessage, fieldErrorsOf, isFieldErrors, joinFieldErrors, parseErrorBody, userErrorMessage } from './errors';

describe('errorMessage (spec platform §8 message helper)', () => {
  it.each<[string, unknown, string]>([
    ['prefers detail', new ApiError({ status: 403, body: { detail: 'You do not have permission.', x: ['y'] } }), 'You do not have permission.'],
    ['joins field errors', new ApiError({ status: 400, body: { field: ['a', 'b'] } }), 'field: a b'],
    ['joins several fields', new ApiError({ status: 400, body: { name: ['Required.'], capacity: ['Too big.', 'Not a number.'] } }), 'name: Required.; capacity: Too big. Not a number.'],
    ['general errors without a prefix', new ApiError({ status: 400, body: { non_field_errors: ['Dates overlap.'] } }), 'Dates overlap.'],
    ['nested serializer errors', new ApiError({ status: 400, body: { address: { postcode: ['Invalid.'] } } }), 'address: postcode: Invalid.'],
    ['a list body', new ApiError({ status: 400, body: ['First.', 'Second.'] }), 'First. Second.'],
    ['a plain body object', { detail: 'Gone.' }, 'Gone.'],
    ['falls back on an empty body', new ApiError({ status: 500 }), 'Something went wrong'],
    ['falls back on a text body', new ApiError({ status: 502, body: '<html>' }), 'Something went wrong'],
    ['falls back on a non-API error', new Error('boom'), 'Something went wrong'],
  ])('%s', (_name, error, expected) => {
    expect(errorMessage(error, 'Something went wrong')).toBe(expected);
  });

  it('parses a body into detail and fields', () => {
    expect(parseErrorBody({ detail: 'x', a: 'single' })).toEqual({ detail: 'x', fieldErrors: { a: ['single'] } });
    expect(joinFieldErrors({ a: [], b: ['c'] })).toBe('b: c');
  });

  it('uses detail as the error message', () => {
    expect(new ApiError({ status: 404, body: { detail: 'Not found.' } }).message).toBe('Not found.');
    expect(new ApiError({ status: 418 }).message).toBe('Request failed with status 418');
  });
});

describe('userErrorMessage (toasts in the user’s words)', () => {
  const labels = { flex_assets: 'Assets', capacity: 'Capacity' };
  it.each<[string, unknown, string]>([
    ['prefers detail', new ApiError({ status: 409, body: { detail: 'Confirm your entry first.', code: 'entry_required' } }), 'Confirm your entry first.'],
    ['a labelled field', new ApiError({ status: 400, body: { flex_assets: ['Some of the selected assets are not yours.'] } }), 'Assets: Some of the selected assets are not yours.'],
    ['an unlabelled field shows its messages alone', new ApiError({ status: 400, body: { competition_ids: ['Competition 4 was not found.'] } }), 'Competition 4 was not found.'],
    ['nested rows lose their raw field names', new ApiError({ status: 400, body: { bids: [{}, { max_runtime: ['Enter D HH:MM:SS.'] }] } }), 'Enter D HH:MM:SS.'],
    ['general errors', new ApiError({ status: 400, body: { non_field_errors: ['Dates overlap.'] } }), 'Dates overlap.'],
    ['falls back', new ApiError({ status: 500 }), 'Something went wrong'],
  ])('%s', (_name, error, expected) => {
    expect(userErrorMessage(error, 'Something went wrong', labels)).toBe(expected);
  });

  it('reads the machine-readable code', () => {
    expect(errorCode(new ApiError({ status: 409, body: { detail: 'x', code: 'entry_required' } }))).toBe('entry_required');
    expect(errorCode(new ApiError({ status: 409, body: { detail: 'x' } }))).toBeUndefined();
    expect(errorCode(new Error('boom'))).toBeUndefined();
  });
});

describe('field errors (the contract\'s 400 answer)', () => {
  test('only a body of the API\'s field-error shape is read as one, checked all the way down', () => {
    expect(isFieldErrors({ bids: [{}, { capacity: ['Too much.'] }], detail: 'x' })).toBe(true);
    expect(isFieldErrors({ detail: 'Bidding has closed.' })).toBe(true);
    expect(isFieldErrors({ service_periods: { '1': { name: ['Required.'] } } })).toBe(true);
    expect(isFieldErrors(['x'])).toBe(false);
    expect(isFieldErrors('Bad Request')).toBe(false);
    expect(isFieldErrors(undefined)).toBe(false);
    expect(isFieldErrors({ capacity: 3 })).toBe(false);
    expect(isFieldErrors({ bids: [{}, { capacity: [3] }] })).toBe(false);
  });

  test('fieldErrorsOf gives a failed call\'s field errors, and nothing for other failures', () => {
    expect(fieldErrorsOf(new ApiError({ status: 400, body: { name: ['Required.'] } }))).toEqual({ name: ['Required.'] });
    expect(fieldErrorsOf(new ApiError({ status: 502, body: '<html>Bad gateway</html>' }))).toBeUndefined();
    expect(fieldErrorsOf(new Error('network'))).toBeUndefined();
  });
});
