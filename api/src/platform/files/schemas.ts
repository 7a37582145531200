import { Type, type Static } from '@sinclair/typebox';

export const STAGE_NAMES = ['received', 'scanned', 'parsed', 'applied'] as const;
export type StageName = (typeof STAGE_NAMES)[number];
export const STAGE_STATES = ['pending', 'running', 'done', 'failed'] as const;
export type StageState = (typeof STAGE_STATES)[number];

/** Spec status values (platform §4.3) and their short codes. */
export const FILE_STATUSES = { Uploaded: 'u', Ready: 'r', Error: 'e', 'User Permission Error': 'f' } as const;
export type FileStatus = keyof typeof FILE_STATUSES;

export const FileStageSchema = Type.Object(
  {
    name: Type.Union(
      STAGE_NAMES.map((n) => Type.Literal(n)),
      {
        description:
          'received: the bytes are stored; scanned: size, content type, UTF-8, spreadsheet formulas and (when configured) the virus scanner; ' +
          'parsed: the CSV is read and every row checked; applied: everything is written in one transaction.',
      },
    ),
    state: Type.Union(
      STAGE_STATES.map((s) => Type.Literal(s)),
      { description: 'pending, running, done, or failed (with a message).' },
    ),
    message: Type.Optional(Type.String()),
    at: Type.Optional(Type.String({ format: 'date-time', description: 'When the stage reached this state.' })),
  },
  { additionalProperties: false },
);
export type FileStage = Static<typeof FileStageSchema>;

export const FileRowErrorSchema = Type.Object(
  {
    row: Type.Integer({ description: 'The row as a spreadsheet numbers it: the header is row 1, the first data row is row 2.' }),
    column: Type.Optional(Type.String({ description: 'Spreadsheet column letter (A, B, …).' })),
    field: Type.Optional(Type.String({ description: 'The column’s header name.' })),
    message: Type.String(),
  },
  { additionalProperties: false },
);

export const FileUploadSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.String({ description: 'What the file holds, e.g. competitions.' }),
    organisation: Type.Integer({ description: 'The organisation it was uploaded for.' }),
    filename: Type.String({ description: 'The uploader’s file name (as given; never used to store or judge the file).' }),
    size: Type.Integer({ description: 'Bytes.' }),
    status: Type.Union(
      Object.keys(FILE_STATUSES).map((s) => Type.Literal(s)),
      {
        description:
          'Uploaded: stored and being processed (see stages; it counts as finished only when `done`). Ready: every stage done, the rows are applied (`result`). ' +
          'Error: refused — binary or non-UTF-8 content, a formula cell, a virus, a bad header or row (`errors`), or processing failed on every retry; nothing was written. ' +
          'User Permission Error: the uploader lacks the permission (or left the organisation) when the file was processed; nothing was written.',
      },
    ),
    code: Type.Union(
      Object.values(FILE_STATUSES).map((c) => Type.Literal(c)),
      { description: 'Short code of status: u Uploaded, r Ready, e Error, f User Permission Error.' },
    ),
    stages: Type.Array(FileStageSchema, { description: 'received → scanned → parsed → applied, in order.' }),
    done: Type.Boolean({ description: 'True once every stage is done (Ready) or a failure is final (Error, User Permission Error). Poll until true.' }),
    errors: Type.Array(FileRowErrorSchema, { description: 'What is wrong, per row (at most 200; the failed stage’s message gives the total).' }),
    result: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()], { description: 'What the kind created, e.g. {"created": [ids]} (Ready only).' }),
    job: Type.Union([Type.String(), Type.Null()], { description: 'The processing job (GET jobs/{id}/).' }),
    download_url: Type.Union([Type.String(), Type.Null()], { description: 'Signed link to the stored file (no auth header), valid 15 minutes from this answer; null once processing refused the file (Error, User Permission Error).' }),
    created: Type.String({ format: 'date-time' }),
    updated: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

/** An upload's status as the API returns it. */
export type FileUpload = Static<typeof FileUploadSchema>;
