import { Type } from '@sinclair/typebox';
import type { FastifySchema } from 'fastify';
import { FieldErrorsAnswer } from '../errors.js';
import { declareFieldErrors, drfValidationBody, pgInputError, registerConstraintError } from './errors.js';

describe('drfValidationBody', () => {
  it('maps ajv errors to DRF field lists, nested paths as nested objects', () => {
    expect(
      drfValidationBody([
        { instancePath: '', keyword: 'required', params: { missingProperty: 'name' } },
        { instancePath: '/size', keyword: 'type', params: { type: 'integer' } },
        { instancePath: '/service_periods/0/name', keyword: 'minLength', params: { limit: 1 } },
        { instancePath: '/service_periods/0/name', keyword: 'minLength', params: { limit: 1 } },
        { instancePath: '/notes', keyword: 'maxLength', params: { limit: 500 } },
      ]),
    ).toEqual({
      name: ['This field is required.'],
      size: ['A valid integer is required.'],
      service_periods: { 0: { name: ['This field may not be blank.'] } },
      notes: ['Ensure this field has no more than 500 characters.'],
    });
  });

  it('reports a union once as "Not a valid choice." and root errors as non_field_errors', () => {
    expect(
      drfValidationBody([
        { instancePath: '/status', keyword: 'const', params: { allowedValue: 'open' } },
        { instancePath: '/status', keyword: 'const', params: { allowedValue: 'closed' } },
        { instancePath: '/status', keyword: 'anyOf', params: {} },
        { instancePath: '', keyword: 'maxItems', params: { limit: 250 } },
      ]),
    ).toEqual({ status: ['Not a valid choice.'], non_field_errors: ['Ensure this field has no more than 250 elements.'] });
  });
});

describe('pgInputError', () => {
  it('answers a registered constraint on its own field, and an unregistered one with its code’s message', () => {
    registerConstraintError('probe_no_overlap', 'starts', 'This period overlaps another.');
    expect(pgInputError({ code: '23P01', constraint: 'probe_no_overlap', detail: 'Key (x)=(1) conflicts with existing key (x)=(1).' })).toEqual({
      starts: ['This period overlaps another.'],
    });
    expect(pgInputError({ code: '23P01', constraint: 'some_other_constraint' })).toEqual({ detail: 'This overlaps an existing record.' });
    // Not an integrity violation: the constraint name does not decide the answer.
    expect(pgInputError({ code: '22P02', constraint: 'probe_no_overlap' })).toEqual({ detail: 'A value has the wrong format.' });
  });
});

describe('declareFieldErrors', () => {
  it('declares the shared FieldErrors as the 400 answer of routes that validate a body or a query, and keeps a 400 of their own', () => {
    const body: FastifySchema = { body: Type.Object({ name: Type.String() }), response: { 201: Type.Object({}) } };
    declareFieldErrors(body);
    expect(body.response).toEqual({ 201: Type.Object({}), 400: FieldErrorsAnswer });
    const query: FastifySchema = { querystring: Type.Object({ limit: Type.Optional(Type.Integer()) }) };
    declareFieldErrors(query);
    expect(query.response).toEqual({ 400: FieldErrorsAnswer });
    const own = Type.Object({ detail: Type.String(), code: Type.String() });
    const declared: FastifySchema = { body: Type.Object({}), response: { 400: own } };
    declareFieldErrors(declared);
    expect(declared.response).toEqual({ 400: own });
    const noInput: FastifySchema = { params: Type.Object({ id: Type.Integer() }) };
    declareFieldErrors(noInput);
    expect(noInput.response).toBeUndefined();
  });
});
