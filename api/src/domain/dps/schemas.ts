/** Company qualification's rows and bodies (TypeBox): the OpenAPI document and the front ends' types come from these. */
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, NullableDateTime, literalUnion } from '../../platform/http/schemas.js';

const Answer = Type.Union([Type.String({ maxLength: 5000 }), Type.Boolean(), Type.Array(Type.String({ maxLength: 300 }), { maxItems: 50 }), Type.Null()], {
  description: 'Text, a choice’s value, true/false for yes-no questions and confirmations; a file question answers with its attachments’ file names',
});

const FieldOption = Type.Object({ value: Type.String(), label: Type.String() });
const FieldCondition = Type.Object({
  field: Type.String(),
  values: Type.Array(Type.Union([Type.String(), Type.Boolean()]), { description: 'Shown when that question (itself shown) holds one of these answers' }),
});

export const FieldDefinition = Type.Object({
  question: Type.String(),
  is_file: Type.Boolean(),
  type: literalUnion(['text', 'textarea', 'boolean', 'choice', 'country', 'year', 'url', 'file', 'confirm'] as const),
  required: Type.Boolean({ description: 'Must be answered when shown; a false yes-no answer counts as an answer' }),
  max_length: Type.Optional(Type.Integer()),
  options: Type.Optional(Type.Array(FieldOption)),
  help_text: Type.Optional(Type.String()),
  show_if: Type.Optional(Type.Array(FieldCondition, { description: 'Shown when any condition holds; always shown without' })),
  default: Type.Optional(Type.String()),
});

export const SectionDefinition = Type.Object({
  name: Type.String({ description: 'contracting, assets, audit, organisation, submit' }),
  number: Type.Integer(),
  title: Type.String(),
  sub_sections: Type.Array(Type.Object({ number: Type.Integer(), title: Type.String(), fields: Type.Array(Type.String()) })),
});

export const Definitions = Type.Object({
  version: Type.String(),
  fields: Type.Record(Type.String(), FieldDefinition),
  sections: Type.Array(SectionDefinition),
});

export const DpsRecordRow = Type.Object({
  id: Type.Integer(),
  system_operator: Type.Integer(),
  system_operator_name: Type.String(),
  name: Type.String(),
  reference: Type.String(),
  definitions: Definitions,
  created: DateTime,
  updated: DateTime,
});

export const ResponseRow = Type.Object({
  key: Type.String(),
  question: Type.String(),
  response: Answer,
  is_file: Type.Boolean(),
});

export const SectionRow = Type.Object({
  name: Type.String(),
  number: Type.Integer(),
  title: Type.String(),
  saved: Type.Boolean({ description: 'Saved at least once' }),
  complete: Type.Boolean({ description: 'No shown, required question of the section is blank' }),
  responses: Type.Array(ResponseRow, { description: 'The section’s shown questions in order, with their answers (null when unanswered)' }),
});

export const OutcomeRow = Type.Object({
  id: Type.Integer(),
  application: Type.Integer(),
  dps_record: Type.Integer(),
  flex_provider: Type.Integer(),
  system_operator: Type.Integer(),
  is_approved: Type.Boolean(),
  note: Type.String(),
  decision_made_by: Nullable(Type.Integer()),
  decision_made_by_name: Nullable(Type.String()),
  created: DateTime,
});

export const AttachmentRow = Type.Object({
  id: Type.Integer(),
  key: Type.String({ format: 'uuid' }),
  application: Type.Integer(),
  question: Type.String({ description: 'The file question answered' }),
  description: Type.String(),
  filename: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
  uploaded_by: Nullable(Type.Integer()),
  created: DateTime,
});

export const APPLICATION_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;

export const ApplicationRow = Type.Object({
  id: Type.Integer(),
  flex_provider: Type.Integer(),
  flex_provider_name: Type.String(),
  dps_record: Type.Integer(),
  system_operator: Type.Integer(),
  system_operator_name: Type.String(),
  status: literalUnion(APPLICATION_STATUSES, 'draft (not submitted), pending (submitted, no outcome yet), approved, rejected'),
  is_latest: Type.Boolean(),
  is_submitted: Type.Boolean(),
  submitted: NullableDateTime,
  submitted_by: Nullable(Type.Integer()),
  submitted_by_name: Nullable(Type.String()),
  sections: Type.Array(Type.Union([Type.Integer(), SectionRow]), { description: 'Section numbers; the sections with their responses with expand=sections' }),
  outcome: Type.Union([Type.Integer(), Type.Null(), OutcomeRow], { description: 'Outcome id (null while pending); the outcome with expand=outcome' }),
  attachments: Type.Array(Type.Union([Type.Integer(), AttachmentRow]), { description: 'Attachment ids; the attachments with expand=attachments' }),
  help_texts: Type.Record(Type.String(), Type.String(), { description: 'Help text by question key' }),
  errors: Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Shown, required questions still blank, by key' }),
  created: DateTime,
  updated: DateTime,
});

/** An application as saving a section answers it: sections and attachments expanded, the outcome's id (null while pending). */
export const ApplicationWithAnswers = Type.Composite([
  Type.Omit(ApplicationRow, ['sections', 'attachments']),
  Type.Object({ sections: Type.Array(SectionRow), attachments: Type.Array(AttachmentRow) }),
]);

/** An application as starting and submitting answer it: sections, outcome and attachments expanded. */
export const FullApplicationRow = Type.Composite([
  Type.Omit(ApplicationRow, ['sections', 'outcome', 'attachments']),
  Type.Object({ sections: Type.Array(SectionRow), outcome: Nullable(OutcomeRow), attachments: Type.Array(AttachmentRow) }),
]);

export const ApplicationCreate = Type.Object(
  { dps_record: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'The DPS record (operator) to apply to' }) },
  { additionalProperties: false },
);

export const SectionBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 40, description: 'The section’s name, e.g. contracting' }),
    responses: Type.Array(
      Type.Object(
        {
          key: Type.String({ minLength: 1, maxLength: 80 }),
          response: Answer,
          question: Type.Optional(Type.String({ maxLength: 1000, description: 'Ignored: the question text comes from the DPS record' })),
          is_file: Type.Optional(Type.Boolean({ description: 'Ignored: file questions are answered by uploading attachments' })),
        },
        { additionalProperties: false },
      ),
      { maxItems: 200 },
    ),
  },
  { additionalProperties: false },
);

export const OutcomeCreate = Type.Object(
  {
    application: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    is_approved: Type.Boolean(),
    note: Type.Optional(Type.String({ maxLength: 2000, description: 'Sent to the provider; required to reject' })),
  },
  { additionalProperties: false },
);

export const AttachmentLink = Type.Object({
  presigned_url: Type.String({ description: 'A signed link to the file, valid for 15 minutes, opened without an auth header' }),
  filename: Type.String(),
});

/** An operator's DPS record as the API returns it. */
export type DpsRecordRow = Static<typeof DpsRecordRow>;
/** A decision on an application. */
export type OutcomeRow = Static<typeof OutcomeRow>;
/** A file attached to an application. */
export type AttachmentRow = Static<typeof AttachmentRow>;
/** An application as the API returns it. */
export type ApplicationRow = Static<typeof ApplicationRow>;
