/*
 * shared-session's public surface: the names other packages import, and nothing else. Names only tests use live in the
 * `shared-session/testing` entry; code inside the package imports its modules directly.
 */
export { bus, toast, requestConfirmation, askForUpgrade } from './bus';
export type { Toast, ModalRequest, Region, Session, FlagSet, UpgradeChannel, UpgradeRequest } from './bus';
export { orgTypeOf } from './claims';
export type { OrgType } from './claims';
export { REMOTE_AREAS, paths } from './routes';
export type { RemoteName } from './routes';
export { loadCatalog, registerCatalogs, switchLocale, i18n } from './i18n';
export type { CatalogLoader } from './i18n';

// API client and errors (spec platform §7, §8)
export { browserLocation, configureApi } from './api/client';
export type { RequestOptions } from './api/client';
// The typed client: path and method decide the request and the answer (shared-session README)
export { api } from './api/typed';
export type { AnswerOf } from './api/typed';
export { isApiError, fieldErrorsOf, errorMessage, userErrorMessage, errorCode, joinFieldErrors } from './api/errors';
// Shared resource operations (spec platform §7.1)
export {
  update, chunk,
  dropDuplicates, ALL_PAGES_PAGE_SIZE,
} from './api/resources';
export type { Id, Page } from './api/resources';
// File uploads, their polled status and templates (spec platform §4.3, §7.4)
export { uploadFile, pollFileStatus, downloadTemplate, downloadFile, saveBlob, isFileFailure, isFileSuccess, FileProcessingError } from './api/files';
export type { FileUpload, FileUploadStage, FileRowError } from './api/files';
// The API's types, generated from its OpenAPI document (api: pnpm --filter api gen:types)
export type {
  ResponseOf, RequestBodyOf, QueryOf, ItemOf, Expanded, ApiFieldError, ApiFieldErrors, Competition, CompetitionStatus,
  CompetitionCreate, CompetitionOperator, ExpandedBoundary, CompetitionServicePeriod, Confirmation, CompetitionCounts,
  CompetitionBoundary, CompetitionAsset, CompetitionTemplate, SystemOperator, FlexProvider, CurrentUser, CurrentUserPatch,
  PreferredLocale, NotificationSettings, NotificationSettingsPatch, NotificationKind, TeamMember, TeamMemberInvite,
  TeamMemberPatch, TeamRole, MyOrganisation, MyOrganisationPatch, FlexAsset, FlexAssetCreate, FlexAssetPatch,
  AssetUnavailability, AssetUnavailabilityCreate, PlannedAsset, Qualification, QualificationReason, QualifyingAsset,
  CompetitionEntry, Ballot, QualificationPatch, QualificationSummary, AssetDataGap,
  AssetDataField, GridTopologySite, OperatingArea, BallotSubmitResult, BidOffer, BiddingRules, StackingWarning, Bid,
  BidApproval, DecisionReason, BidVersion, BidDecision, AutoDecisionResult, ConfirmResultsResult, BidSummary,
  BidSummaryWindow, McaDemandInterval, McaDecisionSet, McaBidDecision, McaIntervalResult, McaStackBid, McaConfirmBody,
  McaConfirmResult, McaInputParameterSet, McaGsps, AssetPin, AssetSummary, AssetSummaryRow, AssetSummaryCounts,
  MapDocument, MapCompetition, Place, VoltageOption, NeedTypeOption, OverrideReasonOption, DpsRecord, DpsDefinitions,
  DpsFieldDefinition, DpsSectionDefinition, DpsApplication, DpsApplicationStatus, DpsSection, DpsAnswer, DpsOutcome,
  DpsAttachment, DpsSectionBody, DpsOutcomeCreate, RegistrationUserPart, UserApplication,
  RegistrationCompanyPart, ActivationLink, ActivationResend, RegistrationCountry, WebhookEndpoint,
  WebhookEndpointWithSecret, WebhookDelivery, DispatchInstruction, DispatchStatus, DispatchInstructionCreate,
  DispatchHistoryEvent, DispatchResponseValue, DomainEvent, DomainEventType,
} from './api/types';
// Live events: the stream onto bus.events$ (the host starts it)
export { startEventStream } from './events/stream';

// Session (spec platform §4.1)
export { startSession, login, logout } from './session/session';
export { decodeToken } from './session/token';
export { REGIONS, setRegion, regionForLocale } from './session/region';
export type { RegionCode } from './session/region';
export { acceptHandOver } from './session/handover';
export { requestPasswordReset, confirmPasswordReset, setPassword } from './session/password';
export { STORAGE_KEYS } from './storage';
// Cookie consent (spec platform §3, §4.4, §9): the choice on bus.consent$, kept 365 days
export { CONSENT_STORAGE_KEY, ACCEPT_ALL, REJECT_NON_ESSENTIAL, defaultConsentChoice, saveConsent, restoreConsent } from './consent';
export type { ConsentChoice, CookieConsent } from './consent';

// Permissions and route guards (spec platform §5, §6)
export { hasPermissions, checkRoute, loginRedirectPath, safeNextPath, PERMISSIONS } from './guards';
export type { RouteRequirements } from './guards';
export { submenuFor } from './submenus';
export type { SubmenuArea } from './submenus';
