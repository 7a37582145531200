/**
 * The API's types under readable names, derived from the generated `schema.gen.ts` (which comes
 * from the API's OpenAPI document: `pnpm --filter api gen:types`). Nothing here restates a
 * response shape: a name is an indexed access into the generated `paths`, so when the server's
 * schema changes, these change with it (and the contract test in api/test/contract.test.ts fails
 * until the generated file is regenerated).
 *
 * Expansions: a field like `operator` is `number | SystemOperator` in the row (an id, or the object
 * with `expand=operator`). Code that asked for the expansion types its answer with `Expanded`:
 *
 *   const c: Expanded<Competition, 'operator' | 'boundary'> = await api.get('/flex/competitions/{id}/', { path: { id }, expand: ['operator', 'boundary'] });
 *   c.operator.name;                       // SystemOperator, not number | SystemOperator
 *   Expanded<Competition, 'service_periods', { service_periods: 'windows' }>  // expand=service_periods.windows
 */
import type { components, paths } from './schema.gen';

/** Every path of the API, as generated (named ApiPaths here: `paths` in this package is the front end's route table). */
export type ApiPaths = paths;
export type ApiPath = keyof paths;
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Operation<P extends ApiPath, M extends HttpMethod> = NonNullable<paths[P][M]>;
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Responses<P extends ApiPath, M extends HttpMethod> = Operation<P, M> extends { responses: infer R } ? R : never;
type SuccessStatus<P extends ApiPath, M extends HttpMethod> = Extract<keyof Responses<P, M>, 200 | 201>;

/** The JSON answer of `M P` for a status (default: its 200 or 201). */
export type ResponseOf<P extends ApiPath, M extends HttpMethod = 'get', S extends keyof Responses<P, M> = SuccessStatus<P, M>> = JsonOf<Responses<P, M>[S]>;
/** The JSON request body of `M P`. */
export type RequestBodyOf<P extends ApiPath, M extends HttpMethod> = Operation<P, M> extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;
/** The query parameters of `M P`. */
export type QueryOf<P extends ApiPath, M extends HttpMethod = 'get'> = Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
/** One item of a list answer (`GET P` answers a JSON array). */
export type ItemOf<P extends ApiPath, M extends HttpMethod = 'get'> = ResponseOf<P, M> extends ReadonlyArray<infer E> ? E : never;

// ---- expansions -----------------------------------------------------------------------------

/** Spreads an intersection into one object type (readable hovers). */
type Flat<T> = { [K in keyof T]: T[K] } & {};
/** The expanded form of a field: the object(s) in place of the id(s); null stays where the API may answer null. */
type ObjectForm<V> = V extends ReadonlyArray<infer E> ? Exclude<E, number | string>[] : Exclude<V, number | string | undefined>;
type NestedPaths<T, K extends keyof T> = { [P in K]?: keyof NonNullable<ObjectItem<ObjectForm<T[P]>>> };
type ObjectItem<V> = V extends ReadonlyArray<infer E> ? E : V;
type ExpandEach<V, N> = V extends ReadonlyArray<infer E> ? ExpandOne<E, N>[] : ExpandOne<V, N>;
type ExpandOne<E, N> = E extends object ? Expanded<E, Extract<N, keyof E>> : E;

/**
 * `T` as answered with `expand=K`: each field in K holds its object form (the id alternative
 * removed; arrays of ids become arrays of objects). `Nested` names what follows a dot
 * (`expand=service_periods.windows` → `{ service_periods: 'windows' }`).
 */
export type Expanded<T, K extends keyof T, Nested extends NestedPaths<T, K> = Record<never, never>> = Flat<
  Omit<T, K> & { -readonly [P in K]-?: P extends keyof Nested ? ExpandEach<ObjectForm<T[P]>, Nested[P]> : ObjectForm<T[P]> }
>;

// ---- errors ---------------------------------------------------------------------------------

/**
 * The API's 400 answer (its shared `FieldErrors` schema): `{"detail": "…"}` or `{"field": ["message"]}`,
 * nested objects for nested fields, lists of objects (periods, windows, offers) one entry per item.
 */
export type ApiFieldErrors = components['schemas']['FieldErrors'];
/** One field's entry in a 400 answer: a string, its messages (or per-item errors), or a nested object's errors. */
export type ApiFieldError = ApiFieldErrors[string];

// ---- competitions ---------------------------------------------------------------------------

/** A competition row (flex/competitions/): `operator`, `boundary`, `service_periods`, `confirmation`, `qualifyingAssets`, `counts` hold ids or null until expanded. */
export type Competition = ItemOf<'/flex/competitions/'>;
export type CompetitionStatus = Competition['status'];
export type CompetitionCreate = RequestBodyOf<'/flex/competitions/', 'post'>;
export type CompetitionUpdate = RequestBodyOf<'/flex/competitions/{id}/', 'put'>;
export type CompetitionPatch = RequestBodyOf<'/flex/competitions/{id}/', 'patch'>;
/** The logged-out view (flex/public/competitions/): public fields; the operator expands to its public identity. */
export type PublicCompetition = ItemOf<'/flex/public/competitions/'>;
/** A competition's operator with expand=operator. */
export type CompetitionOperator = Expanded<Competition, 'operator'>['operator'];
/** The boundary with expand=boundary (null when the competition has none). */
export type ExpandedBoundary = NonNullable<Expanded<Competition, 'boundary'>['boundary']>;
/** A service period with expand=service_periods (windows only with service_periods.windows). */
export type CompetitionServicePeriod = Expanded<Competition, 'service_periods'>['service_periods'][number];
/** A window inside an expanded service period. */
export type CompetitionServiceWindow = NonNullable<CompetitionServicePeriod['windows']>[number];
/** The caller's confirmation with expand=confirmation. */
export type Confirmation = ItemOf<'/flex/competitionconfirmations/'>;
export type CompetitionCounts = NonNullable<Competition['counts']>;
/** flex/competitionboundaries/ rows (fidelity=low|high). */
export type CompetitionBoundary = ItemOf<'/flex/competitionboundaries/'>;
export type ServicePeriod = ItemOf<'/flex/serviceperiods/'>;
export type ServiceWindow = ItemOf<'/flex/windows/'>;
export type ServicePeriodCreate = RequestBodyOf<'/flex/serviceperiods/', 'post'>;
export type ServiceWindowCreate = RequestBodyOf<'/flex/windows/', 'post'>;
/** The operator's view of the assets in its competition (flex/competitions/{id}/assets/). */
export type CompetitionAsset = ItemOf<'/flex/competitions/{id}/assets/'>;
export type CompetitionTemplate = ItemOf<'/flex/competitiontemplates/'>;

// ---- organisations --------------------------------------------------------------------------

export type SystemOperator = ItemOf<'/flex/systemoperators/'>;
export type FlexProvider = ItemOf<'/flex/flexproviders/'>;
export type CurrentUser = ResponseOf<'/auth/users/me/'>;
export type CurrentUserPatch = RequestBodyOf<'/auth/users/me/', 'patch'>;
/** en-GB, en-US, en-AU, it-IT, pt-PT. */
export type PreferredLocale = NonNullable<CurrentUserPatch['preferred_locale']>;
/** GET auth/users/me/notifications/: which notification e-mails reach me (`email`) and the kinds my roles receive. */
export type NotificationSettings = ResponseOf<'/auth/users/me/notifications/'>;
export type NotificationSettingsPatch = RequestBodyOf<'/auth/users/me/notifications/', 'patch'>;
/** dispatch, competition_results, dps_outcome, settlement. */
export type NotificationKind = NotificationSettings['receives'][number];
export type TeamMember = ItemOf<'/auth/team/'>;
/** POST auth/team/ (an invitation). */
export type TeamMemberInvite = RequestBodyOf<'/auth/team/', 'post'>;
export type TeamMemberPatch = RequestBodyOf<'/auth/team/{id}/', 'patch'>;
export type TeamRole = TeamMemberInvite['roles'][number];
/** GET auth/organisation/: the caller's own organisation. */
export type MyOrganisation = ResponseOf<'/auth/organisation/'>;
export type MyOrganisationPatch = RequestBodyOf<'/auth/organisation/', 'patch'>;

// ---- assets, qualification, entries ---------------------------------------------------------

export type FlexAsset = ItemOf<'/flex/assets/'>;
export type FlexAssetCreate = RequestBodyOf<'/flex/assets/', 'post'>;
export type FlexAssetPatch = RequestBodyOf<'/flex/assets/{id}/', 'patch'>;
/** flex/assetunavailability/: a period an asset of the provider's cannot deliver. */
export type AssetUnavailability = ItemOf<'/flex/assetunavailability/'>;
export type AssetUnavailabilityCreate = RequestBodyOf<'/flex/assetunavailability/', 'post'>;
export type PlannedAsset = ItemOf<'/flex/plannedassets/'>;
export type PlannedAssetCreate = RequestBodyOf<'/flex/plannedassets/', 'post'>;
export type Qualification = ItemOf<'/flex/qualifications/'>;
export type QualificationReason = Qualification['reasons'][number];
export type QualifyingAsset = ItemOf<'/flex/qualifyingassets/'>;
export type CompetitionEntry = ItemOf<'/flex/competitionentries/'>;
export type CompetitionEntryCreate = RequestBodyOf<'/flex/competitionentries/', 'post'>;
export type BulkConfirmResult = ItemOf<'/flex/competitionconfirmations/bulk_confirm/', 'post'>;

// ---- asset qualification and grid topology --------------------------------------------------

/** An operator's override of a qualification (PATCH flex/qualifications/{id}/). */
export type QualificationPatch = RequestBodyOf<'/flex/qualifications/{id}/', 'patch'>;
/** flex/qualificationsummary/: one competition's qualification counts (a provider's own assets, or an operator's competition). */
export type QualificationSummary = ItemOf<'/flex/qualificationsummary/'>;
/** flex/assetdatagaps/: a provider's asset failing qualification for missing data, with what to complete. */
export type AssetDataGap = ItemOf<'/flex/assetdatagaps/'>;
export type AssetDataField = AssetDataGap['missing'][number];
/** flex/gridtopology/: a GSP, BSP or primary substation an operator uploaded. */
export type GridTopologySite = ItemOf<'/flex/gridtopology/'>;
/** flex/operatingarea/: the operator's GSP groups and regions with the GB outline, for its map. */
export type OperatingArea = ResponseOf<'/flex/operatingarea/'>;

// ---- market: ballots, bids, decisions, market clearing --------------------------------------

export type Ballot = ItemOf<'/bids/ballots/'>;
export type BallotCreate = RequestBodyOf<'/bids/ballots/', 'post'>;
export type BallotSubmit = RequestBodyOf<'/bids/ballots/{id}/submit/', 'post'>;
export type BallotSubmitResult = ResponseOf<'/bids/ballots/{id}/submit/', 'post'>;
export type BidOffer = BallotSubmit['bids'][number];
export type BiddingRules = ResponseOf<'/bids/ballots/bidding_rules/'>;
export type StackingWarning = ItemOf<'/bids/ballots/{id}/stacking/'>;
export type Bid = ItemOf<'/bids/bids/'>;
export type BidCreate = RequestBodyOf<'/bids/bids/', 'post'>;
export type BidPatch = RequestBodyOf<'/bids/bids/{id}/', 'patch'>;
export type BidApproval = NonNullable<Bid['approval']>;
export type DecisionReason = BidApproval['reason'];
export type BidVersion = ItemOf<'/bids/bids/{id}/history/'>;
/** The operator's working decision on a bid (bids/approvals/). */
export type BidDecision = ItemOf<'/bids/approvals/'>;
export type DecideBody = RequestBodyOf<'/bids/approvals/decide/', 'post'>;
export type AutoDecisionResult = ResponseOf<'/bids/approvals/auto_decide/', 'post'>;
export type ConfirmResultsBody = RequestBodyOf<'/bids/approvals/confirm/', 'post'>;
export type ConfirmResultsResult = ResponseOf<'/bids/approvals/confirm/', 'post'>;
export type BidSummary = ItemOf<'/bids/summaries/'>;
export type BidSummaryWindow = BidSummary['windows'][number];
export type McaRunBody = RequestBodyOf<'/mca/decisionsets/', 'post'>;
export type McaDemandInterval = McaRunBody['demand_intervals'][number];
export type McaDecisionSet = ResponseOf<'/mca/decisionsets/', 'post'>;
export type McaBidDecision = McaDecisionSet['decisions'][number];
export type McaIntervalResult = McaDecisionSet['intervals'][number];
export type McaStackBid = McaDecisionSet['bids'][number];
export type McaConfirmBody = RequestBodyOf<'/mca/decisionsets/confirm/', 'post'>;
export type McaConfirmResult = ResponseOf<'/mca/decisionsets/confirm/', 'post'>;
export type McaInputParameterSet = ItemOf<'/mca/inputparametersets/'>;
export type McaGsps = ResponseOf<'/mca/gsps/'>;

// ---- registration ---------------------------------------------------------------------------

export type RegistrationUserPart = RequestBodyOf<'/registration/users/', 'post'>;
/** The kept user part; its id is the user application id the company part refers to. */
export type UserApplication = ResponseOf<'/registration/users/', 'post'>;
export type RegistrationCompanyPart = RequestBodyOf<'/registration/flexproviders/', 'post'>;
export type RegistrationSubmitted = ResponseOf<'/registration/flexproviders/', 'post'>;
/** The parameters of an e-mailed activation link. */
export type ActivationLink = RequestBodyOf<'/registration/activation/', 'post'>;
export type ActivationResult = ResponseOf<'/registration/activation/', 'post'>;
export type ActivationProblem = ResponseOf<'/registration/activation/', 'post', 400>;
export type ActivationResend = RequestBodyOf<'/registration/activation/resend/', 'post'>;
export type RegistrationCountry = ItemOf<'/registration/countries/'>;

// ---- company qualification (DPS) ------------------------------------------------------------

/** An operator's DPS record with its questionnaire (dps/records/). */
export type DpsRecord = ItemOf<'/dps/records/'>;
export type DpsDefinitions = DpsRecord['definitions'];
export type DpsFieldDefinition = DpsDefinitions['fields'][string];
export type DpsSectionDefinition = DpsDefinitions['sections'][number];
/** An application (dps/applications/): `sections`, `outcome`, `attachments` hold ids until expanded. */
export type DpsApplication = ItemOf<'/dps/applications/'>;
export type DpsApplicationStatus = DpsApplication['status'];
export type DpsSection = Expanded<DpsApplication, 'sections'>['sections'][number];
export type DpsResponse = DpsSection['responses'][number];
export type DpsAnswer = DpsResponse['response'];
export type DpsOutcome = ItemOf<'/dps/outcomes/'>;
export type DpsAttachment = ItemOf<'/dps/attachments/'>;
export type DpsAttachmentLink = ResponseOf<'/dps/applications/{id}/attachments/{key}/'>;
export type DpsSectionBody = RequestBodyOf<'/dps/applications/{id}/sections/{number}/', 'put'>;
export type DpsOutcomeCreate = RequestBodyOf<'/dps/outcomes/', 'post'>;

// ---- webhooks -------------------------------------------------------------------------------

export type WebhookEndpoint = ItemOf<'/webhooks/endpoints/'>;
/** The answer to creating an endpoint or rotating its secret: the only ones carrying `secret`. */
export type WebhookEndpointWithSecret = ResponseOf<'/webhooks/endpoints/', 'post'>;
export type WebhookEndpointCreate = RequestBodyOf<'/webhooks/endpoints/', 'post'>;
export type WebhookEndpointPatch = RequestBodyOf<'/webhooks/endpoints/{id}/', 'patch'>;
export type WebhookDelivery = ItemOf<'/webhooks/deliveries/'>;
export type WebhookAttempt = WebhookDelivery['attempt_log'][number];

// ---- dispatch -------------------------------------------------------------------------------

/** A dispatch instruction (dispatch/v1/instructions/); also the `instruction` in dispatch events' data. */
export type DispatchInstruction = ItemOf<'/dispatch/v1/instructions/'>;
export type DispatchStatus = DispatchInstruction['status'];
/** Body of POST dispatch/v1/instructions/ (and each item of POST …/bulk/). */
export type DispatchInstructionCreate = RequestBodyOf<'/dispatch/v1/instructions/', 'post'>;
/** instructions-2g: the instruction with each asset's name and meter ids. */
export type DispatchInstruction2g = ItemOf<'/dispatch/v1/instructions-2g/'>;
export type DispatchAssetDetail = DispatchInstruction2g['asset_details'][number];
/** A row of an instruction's history (dispatch/v1/events/). */
export type DispatchHistoryEvent = ItemOf<'/dispatch/v1/events/'>;
/** Body of POST dispatch/v2/responses/. */
export type DispatchResponse = RequestBodyOf<'/dispatch/v2/responses/', 'post'>;
export type DispatchResponseValue = DispatchResponse['response'];
/** Body of POST dispatch/v1/stop/. */
export type DispatchStop = RequestBodyOf<'/dispatch/v1/stop/', 'post'>;

// ---- live events ----------------------------------------------------------------------------

/** A domain event, as events/ lists it and events/stream/ sends it (bus.events$). */
export type DomainEvent = ItemOf<'/events/'>;
export type DomainEventType = DomainEvent['type'];

// ---- map ------------------------------------------------------------------------------------

/** An asset pin as the API serves it (flex/assetoverviews/ and the map-data document). */
export type AssetPin = ItemOf<'/flex/assetoverviews/'>;
/** flex/assetsummary/ items: a provider gets one AssetSummaryRow per own asset, an operator one AssetSummaryCounts. */
export type AssetSummary = ItemOf<'/flex/assetsummary/'>;
export type AssetSummaryRow = Extract<AssetSummary, { eligibility_status: unknown }>;
export type AssetSummaryCounts = Extract<AssetSummary, { providers: unknown }>;
export type MapDataFile = ItemOf<'/flex/map-data-files/'>;
export type MapDocument = ResponseOf<'/flex/map-data-files/document/'>;
export type MapCompetition = MapDocument['competitions'][number];
export type Place = ItemOf<'/flex/geo/postcodes/'>;

// ---- reference lists ------------------------------------------------------------------------

export type VoltageOption = ItemOf<'/flex/voltages/'>;
export type NeedTypeOption = ItemOf<'/flex/need-types/'>;
export type ProductTypeOption = ItemOf<'/flex/product-types/'>;
export type OverrideReasonOption = ItemOf<'/flex/qualifications/override-reasons/'>;
