/**
 * Registration bodies and answers (TypeBox). The schemas fix the types only (every field
 * present, strings bounded); the rules and their messages are in validation.ts, checked all at
 * once so one answer lists every field's problems.
 */
import { Type } from '@sinclair/typebox';

const Text = (description: string, maxLength = 1000) => Type.String({ maxLength, description });

export const UserPart = Type.Object({
  first_name: Text('1–150 characters'),
  last_name: Text('1–150 characters'),
  email: Text('Your work e-mail address: you log in with it, and the activation link is sent to it', 1000),
  password: Type.String({ maxLength: 256, description: 'At least 10 characters, not only digits, not the e-mail address' }),
  password_confirmation: Type.String({ maxLength: 256, description: 'The password again' }),
  user_terms: Type.Boolean({ description: 'The basic terms of use are accepted (must be true)' }),
});

export const UserApplication = Type.Object({
  id: Type.String({ description: 'The user application id: send it as user_application to registration/flexproviders/' }),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  expires: Type.String({ format: 'date-time', description: 'The company part must follow before then' }),
});

export const CompanyPart = Type.Object({
  user_application: Type.String({ maxLength: 64, description: 'The id answered by registration/users/' }),
  name: Text("The organisation's name, 1–200 characters"),
  website: Text('Web address; https:// is added when no scheme is given'),
  email: Text("The organisation's contact e-mail address"),
  registration_no: Text('Company registration number: letters, digits, spaces, dots, slashes, hyphens; at most 50'),
  country: Type.String({ maxLength: 8, description: 'ISO 3166-1 alpha-2 code (GET registration/countries/)' }),
  terms_of_service: Type.Boolean({ description: 'The service terms are accepted (must be true)' }),
});

export const Submitted = Type.Object({
  status: Type.Literal('submitted'),
  email: Type.String({ description: 'Where the activation link goes' }),
  activation_hours: Type.Integer({ description: 'How long the activation link works' }),
});

export const ActivationBody = Type.Object({
  registration: Type.String({ maxLength: 64, description: 'The `registration` parameter of the e-mailed link' }),
  expires: Type.Integer({ minimum: 0, maximum: 99_999_999_999, description: 'The `expires` parameter of the link' }),
  signature: Type.String({ maxLength: 128, description: 'The `signature` parameter of the link' }),
});

export const Activated = Type.Object({
  status: Type.Union([Type.Literal('activated'), Type.Literal('already_active')]),
});

export const LinkProblem = Type.Object({
  detail: Type.String(),
  code: Type.Union([Type.Literal('link_invalid'), Type.Literal('link_expired')], { description: 'link_expired: ask for a new link' }),
});

export const ResendBody = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 254, description: 'The address registered with' })),
  registration: Type.Optional(Type.String({ maxLength: 64, description: 'The `registration` parameter of an expired link' })),
});

export const Country = Type.Object({ code: Type.String(), name: Type.String({ description: 'English name' }) });

export const Detail = Type.Object({ detail: Type.String() });
