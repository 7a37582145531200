/** Files: uploads processed in stages, CSV templates, signed downloads. See README.md beside this file. */
export { registerFileKind, FilePermissionError, FileRowErrors } from './kinds.js';
export type { FileColumn, FileKind, FileKindContext, FileRowError, ParsedRow, RowResult } from './kinds.js';
export { default as filesPlugin } from './plugin.js';
export { FILES_JOB } from './process.js';
export { FileUploadSchema, FileStageSchema, FILE_STATUSES } from './schemas.js';
export type { FileStatus, FileStage, StageName, StageState } from './schemas.js';
export { writeCsv, isFormulaCell } from './content.js';
