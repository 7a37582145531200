import { ApiError, errorMessage, joinFieldErrors, parseErrorBody } from './errors';

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
