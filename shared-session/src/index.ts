export { bus, toast, navigate, requestConfirmation, DEFAULT_REGION } from './bus';
export type { Bus, Toast, ModalRequest, ConfirmationRequest, Region, NavigateRequest, Session, FlagSet } from './bus';
export { orgTypeOf } from './claims';
export type { Claims, Role, OrgType } from './claims';
export { REMOTES, REMOTE_AREAS, remoteForPath, paths } from './routes';
export type { RemoteName } from './routes';
export { loadCatalog, registerCatalogs, switchLocale, isSupportedLocale, i18n, activateRegionLocale, displayLocale, FALLBACK_LOCALE, SUPPORTED_LOCALES } from './i18n';
export type { CatalogLoader, SupportedLocale } from './i18n';

// API client and errors (spec platform §7, §8)
export { configureApi, resetApiClient, apiBase, deriveApiBase, getApi, request, toApiError, goTo } from './api/client';
export type { ApiConfig, RequestContext, RequestOptions, ApiResponse } from './api/client';
// The typed client: path and method decide the request and the answer (shared-session README)
export { api } from './api/typed';
export type { AnswerOf, CallOptions, ExpandName, ExpandedAnswer, PathsWith } from './api/typed';
export { ApiError, isApiError, errorMessage, userErrorMessage, errorCode, parseErrorBody, joinFieldErrors } from './api/errors';
// Shared resource operations (spec platform §7.1)
export {
  list, listPage, one, count, create, update, patch, remove, setInactive, bulkCreate, bulkPatch,
  fetchByIds, fetchAllPages, parseContentRange, toSearchParams, collectionPath, itemPath, chunk,
  mapWithConcurrency, dropDuplicates, resource, BULK_CHUNK_SIZE, BULK_CONCURRENCY, IDS_PAGE_SIZE, ALL_PAGES_PAGE_SIZE,
} from './api/resources';
export type { Params, ParamValue, Id, Page, ContentRange, BulkOptions, PagingOptions, Resource } from './api/resources';
// File uploads, their polled status and templates (spec platform §4.3, §7.4)
export {
  uploadFile, fileStatus, pollFileStatus, downloadTemplate, jobStatus, saveBlob, filenameFromDisposition,
  isFileFailure, isFileSuccess, isFileFinished, FileProcessingError, FILE_POLL_INTERVAL_MS, FILE_POLL_TIMEOUT_MS,
} from './api/files';
export type { FileUpload, FileUploadStatus, FileUploadStage, FileRowError, JobStatus, PollOptions } from './api/files';
// The API's types, generated from its OpenAPI document (api: pnpm --filter api gen:types)
export type {
  ApiPaths, ApiPath, HttpMethod, ResponseOf, RequestBodyOf, QueryOf, ItemOf, Expanded, ApiFieldError, ApiFieldErrors,
  Competition, CompetitionStatus, CompetitionCreate, CompetitionUpdate, CompetitionPatch, PublicCompetition, CompetitionOperator,
  ExpandedBoundary, CompetitionServicePeriod, CompetitionServiceWindow, Confirmation, CompetitionCounts, CompetitionBoundary,
  ServicePeriod, ServiceWindow, ServicePeriodCreate, ServiceWindowCreate, CompetitionAsset, CompetitionTemplate,
  SystemOperator, FlexProvider, CurrentUser, CurrentUserPatch, PreferredLocale, NotificationSettings, NotificationSettingsPatch, NotificationKind, TeamMember, TeamMemberInvite, TeamMemberPatch, TeamRole,
  MyOrganisation, MyOrganisationPatch,
  FlexAsset, FlexAssetCreate, FlexAssetPatch, AssetUnavailability, AssetUnavailabilityCreate, PlannedAsset, PlannedAssetCreate, Qualification, QualificationReason, QualifyingAsset,
  CompetitionEntry, CompetitionEntryCreate, BulkConfirmResult, Ballot,
  QualificationPatch, QualificationSummary, AssetDataGap, AssetDataField, GridTopologySite, OperatingArea,
  BallotCreate, BallotSubmit, BallotSubmitResult, BidOffer, BiddingRules, StackingWarning, Bid, BidCreate, BidPatch, BidApproval,
  DecisionReason, BidVersion, BidDecision, DecideBody, AutoDecisionResult, ConfirmResultsBody, ConfirmResultsResult, BidSummary,
  BidSummaryWindow, McaRunBody, McaDemandInterval, McaDecisionSet, McaBidDecision, McaIntervalResult, McaStackBid, McaConfirmBody,
  McaConfirmResult, McaInputParameterSet, McaGsps,
  AssetPin, AssetSummary, AssetSummaryRow, AssetSummaryCounts, MapDataFile, MapDocument, MapCompetition, Place,
  VoltageOption, NeedTypeOption, ProductTypeOption, OverrideReasonOption,
  DpsRecord, DpsDefinitions, DpsFieldDefinition, DpsSectionDefinition, DpsApplication, DpsApplicationStatus, DpsSection, DpsResponse,
  DpsAnswer, DpsOutcome, DpsAttachment, DpsAttachmentLink, DpsSectionBody, DpsOutcomeCreate,
  RegistrationUserPart, UserApplication, RegistrationCompanyPart, RegistrationSubmitted, ActivationLink, ActivationResult,
  ActivationProblem, ActivationResend, RegistrationCountry,
  WebhookEndpoint, WebhookEndpointWithSecret, WebhookEndpointCreate, WebhookEndpointPatch, WebhookDelivery, WebhookAttempt,
  DispatchInstruction, DispatchStatus, DispatchInstructionCreate, DispatchInstruction2g, DispatchAssetDetail, DispatchHistoryEvent, DispatchResponse,
  DispatchResponseValue, DispatchStop,
  DomainEvent, DomainEventType,
} from './api/types';
// Live events: the stream onto bus.events$ (the host starts it) and its parser
export { startEventStream, EVENT_STREAM_PATH } from './events/stream';
export type { EventStreamOptions } from './events/stream';
export { SseParser } from './events/parser';
export type { SseMessage } from './events/parser';

// Session (spec platform §4.1)
export {
  startSession, stopSession, login, logout, refreshToken, maybeRefresh, checkSessionEnd, acceptToken,
  loadStoredSession, signOutLocally, endSessionWithAuthError, currentSession, sessionFromToken, isRefreshing,
  SESSION_END_CHECK_INTERVAL_MS, SESSION_END_MARGIN_MS, REFRESH_CHECK_INTERVAL_MS, EXPIRED_MESSAGES,
} from './session/session';
export type { LoginResult, LogoutResult, SessionHandle } from './session/session';
export {
  getToken, storeToken, removeToken, clearTokenForThisTab, decodeToken, isLoggedIn, needsRefresh, msUntilExpiry,
  TOKEN_VERSION, REFRESH_WINDOW_MS, TAB_CLEARED_KEY,
} from './session/token';
export { watchIdle, INACTIVITY_TIMEOUT_MS, ACTIVITY_EVENTS } from './session/idle';
export { FLAGS, fetchFlags, restoreFlags, hasFlag } from './session/flags';
export { REGIONS, setRegion, restoreRegion, regionForLocale, isRegionCode } from './session/region';
export type { RegionCode } from './session/region';
export { acceptHandOver, tokenFromFragment, handOverUrl, siteFromApiBase } from './session/handover';
export { requestPasswordReset, confirmPasswordReset, setPassword } from './session/password';
export type { PasswordResult } from './session/password';
export { STORAGE_KEYS, encodeBase64Json, decodeBase64Json } from './storage';
// Cookie consent (spec platform §3, §4.4, §9): the choice on bus.consent$, kept 365 days
export {
  CONSENT_STORAGE_KEY, CONSENT_LIFETIME_DAYS, CONSENT_LIFETIME_MS, REVAMP_FLAG, ACCEPT_ALL, REJECT_NON_ESSENTIAL,
  parseConsent, readStoredConsent, defaultConsentChoice, saveConsent, clearConsent, currentConsent, consentAllows, restoreConsent,
} from './consent';
export type { ConsentCategory, ConsentChoice, CookieConsent } from './consent';

// Permissions and route guards (spec platform §5, §6)
export {
  hasPermissions, hasAnyPermission, checkRoute, loginRedirectPath, safeNextPath, PERMISSIONS,
  PERMISSIONS_NAVIGATION_GUARD,
} from './guards';
export type { RouteRequirements, GuardContext, GuardResult, RouteParams } from './guards';
export { submenuFor } from './submenus';
export type { SubmenuGroup, SubmenuArea } from './submenus';
