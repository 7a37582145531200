// GENERATED FILE: do not edit by hand.
// The API's OpenAPI document (GET /openapi.json) turned into TypeScript by openapi-typescript.
// Regenerate after changing a route schema in api/: pnpm --filter api gen:types
// (api/scripts/gen-types.ts; api/test/contract.test.ts fails while this file and the API differ).
// Readable names for these types: shared-session/src/api/types.ts.

export interface paths {
    "/alerts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisation’s alerts, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The chosen GSP regions’ names, in area_refs order */
                            area_names: string[];
                            area_refs: number[];
                            asset_types: ("demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal")[];
                            /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                            boundary: {
                                coordinates: unknown[];
                                type: "Polygon" | "MultiPolygon";
                            } | null;
                            channels: ("email" | "push" | "webhook")[];
                            /** Format: date-time */
                            created: string;
                            /** @description Who created it (and receives its e-mails) */
                            created_by_name: string;
                            /** @description immediate: as each event happens; daily: one digest a day (07:00 UTC) */
                            frequency: "immediate" | "daily";
                            id: number;
                            is_paused: boolean;
                            /**
                             * Format: date-time
                             * @description When it last told anything
                             */
                            last_notified: string | null;
                            name: string;
                            operator: number;
                            operator_name: string;
                            /** @description The provider organisation that owns the alert */
                            organisation: number;
                            /** @description Items waiting for the next daily digest */
                            pending: number;
                            triggers: ("qualification_open" | "bidding_open" | "results_published" | "milestone_due")[];
                            /**
                             * Format: date-time
                             * @description When an e-mail’s unsubscribe link paused it
                             */
                            unsubscribed: string | null;
                            /** Format: date-time */
                            updated: string;
                            voltages: number[];
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Subscribe to alerts for a market, an area, asset types and voltages; delivered by e-mail (to you), live push and/or webhook, at once or daily */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description GSP region ids chosen on the map */
                        area_refs?: number[];
                        /** @description Asset types (none: any) */
                        asset_types?: ("demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal")[];
                        /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                        boundary?: {
                            coordinates: unknown[];
                            type: "Polygon" | "MultiPolygon";
                        } | null;
                        /** @description How it is delivered */
                        channels: ("email" | "push" | "webhook")[];
                        /** @description immediate: as each event happens; daily: one digest a day (07:00 UTC) */
                        frequency: "immediate" | "daily";
                        /** @description What the alert is for (1–120 characters) */
                        name: string;
                        /** @description The market: this system operator’s flexibility market (its competitions) */
                        operator: number;
                        /** @description What the alert tells */
                        triggers: ("qualification_open" | "bidding_open" | "results_published" | "milestone_due")[];
                        /** @description Connection voltages in kV (none: any) */
                        voltages?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The chosen GSP regions’ names, in area_refs order */
                            area_names: string[];
                            area_refs: number[];
                            asset_types: ("demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal")[];
                            /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                            boundary: {
                                coordinates: unknown[];
                                type: "Polygon" | "MultiPolygon";
                            } | null;
                            channels: ("email" | "push" | "webhook")[];
                            /** Format: date-time */
                            created: string;
                            /** @description Who created it (and receives its e-mails) */
                            created_by_name: string;
                            /** @description immediate: as each event happens; daily: one digest a day (07:00 UTC) */
                            frequency: "immediate" | "daily";
                            id: number;
                            is_paused: boolean;
                            /**
                             * Format: date-time
                             * @description When it last told anything
                             */
                            last_notified: string | null;
                            name: string;
                            operator: number;
                            operator_name: string;
                            /** @description The provider organisation that owns the alert */
                            organisation: number;
                            /** @description Items waiting for the next daily digest */
                            pending: number;
                            triggers: ("qualification_open" | "bidding_open" | "results_published" | "milestone_due")[];
                            /**
                             * Format: date-time
                             * @description When an e-mail’s unsubscribe link paused it
                             */
                            unsubscribed: string | null;
                            /** Format: date-time */
                            updated: string;
                            voltages: number[];
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alerts/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your organisation’s alerts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The chosen GSP regions’ names, in area_refs order */
                            area_names: string[];
                            area_refs: number[];
                            asset_types: ("demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal")[];
                            /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                            boundary: {
                                coordinates: unknown[];
                                type: "Polygon" | "MultiPolygon";
                            } | null;
                            channels: ("email" | "push" | "webhook")[];
                            /** Format: date-time */
                            created: string;
                            /** @description Who created it (and receives its e-mails) */
                            created_by_name: string;
                            /** @description immediate: as each event happens; daily: one digest a day (07:00 UTC) */
                            frequency: "immediate" | "daily";
                            id: number;
                            is_paused: boolean;
                            /**
                             * Format: date-time
                             * @description When it last told anything
                             */
                            last_notified: string | null;
                            name: string;
                            operator: number;
                            operator_name: string;
                            /** @description The provider organisation that owns the alert */
                            organisation: number;
                            /** @description Items waiting for the next daily digest */
                            pending: number;
                            triggers: ("qualification_open" | "bidding_open" | "results_published" | "milestone_due")[];
                            /**
                             * Format: date-time
                             * @description When an e-mail’s unsubscribe link paused it
                             */
                            unsubscribed: string | null;
                            /** Format: date-time */
                            updated: string;
                            voltages: number[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete an alert (what it already told stays told) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Change an alert, or pause (is_paused true) or resume it (false; resuming also undoes an unsubscribe) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description GSP region ids chosen on the map */
                        area_refs?: number[];
                        /** @description Asset types (none: any) */
                        asset_types?: ("demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal")[];
                        /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                        boundary?: {
                            coordinates: unknown[];
                            type: "Polygon" | "MultiPolygon";
                        } | null;
                        /** @description How it is delivered */
                        channels?: ("email" | "push" | "webhook")[];
                        /** @description immediate: as each event happens; daily: one digest a day (07:00 UTC) */
                        frequency?: "immediate" | "daily";
                        /** @description Paused alerts tell nothing until resumed */
                        is_paused?: boolean;
                        /** @description What the alert is for (1–120 characters) */
                        name?: string;
                        /** @description The market: this system operator’s flexibility market (its competitions) */
                        operator?: number;
                        /** @description What the alert tells */
                        triggers?: ("qualification_open" | "bidding_open" | "results_published" | "milestone_due")[];
                        /** @description Connection voltages in kV (none: any) */
                        voltages?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The chosen GSP regions’ names, in area_refs order */
                            area_names: string[];
                            area_refs: number[];
                            asset_types: ("demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal")[];
                            /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                            boundary: {
                                coordinates: unknown[];
                                type: "Polygon" | "MultiPolygon";
                            } | null;
                            channels: ("email" | "push" | "webhook")[];
                            /** Format: date-time */
                            created: string;
                            /** @description Who created it (and receives its e-mails) */
                            created_by_name: string;
                            /** @description immediate: as each event happens; daily: one digest a day (07:00 UTC) */
                            frequency: "immediate" | "daily";
                            id: number;
                            is_paused: boolean;
                            /**
                             * Format: date-time
                             * @description When it last told anything
                             */
                            last_notified: string | null;
                            name: string;
                            operator: number;
                            operator_name: string;
                            /** @description The provider organisation that owns the alert */
                            organisation: number;
                            /** @description Items waiting for the next daily digest */
                            pending: number;
                            triggers: ("qualification_open" | "bidding_open" | "results_published" | "milestone_due")[];
                            /**
                             * Format: date-time
                             * @description When an e-mail’s unsubscribe link paused it
                             */
                            unsubscribed: string | null;
                            /** Format: date-time */
                            updated: string;
                            voltages: number[];
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/alerts/markets/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The markets an alert may follow: each system operator’s flexibility market */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Markets an alert may follow: each system operator’s flexibility market */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            operator: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alerts/unsubscribe/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The unsubscribe link of an alert e-mail: pauses that one alert, without signing in (the token is the link’s signature) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        alert: number;
                        /** @description The signature from the e-mail’s link */
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alert: number;
                            /** @enum {boolean} */
                            is_paused: true;
                            /** @description The alert’s name, so the page can say which alert stopped */
                            name: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/jwt/cognito/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hosted login hand-over (not configured) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                501: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/jwt/create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with e-mail and password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            token: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/jwt/logout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the token (header and/or body.sliding) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sliding?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cognito_url: string | null;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/jwt/refresh/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange a valid token for a fresh one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/organisation/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My organisation
         * @description The caller's organisation: name, website, contact e-mail, registration number, country, slug and brand colour. Members of flex providers and system operators only (a plain user has no organisation: 403). `can_edit` tells whether the caller may change it (team role admin).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Hex colour #RRGGBB (system operators: their competitions on the map) */
                            brand_colour: string | null;
                            /** @description Whether the caller may change these details (team role admin) */
                            can_edit: boolean;
                            /** @description ISO 3166-1 alpha-2 (GET registration/countries/) */
                            country: string | null;
                            /** @description The organisation's contact e-mail address (not a login); empty when not given */
                            email: string;
                            id: number;
                            is_max_org: boolean;
                            name: string;
                            org_type: "flexprovider" | "systemoperator";
                            /** @description Company registration number; empty when not given */
                            registration_no: string;
                            /** @description URL name, unique among organisations; system operators change it */
                            slug: string;
                            /** @description The organisation's website; empty when not given */
                            website: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change my organisation's details (admins)
         * @description Changes the caller's own organisation; only its admins may (403 otherwise). Send only the fields to change. Every field is checked and all problems answered at once: 400 `{field: [message]}`. `brand_colour` (#RRGGBB) and `slug` (lowercase letters, digits, single hyphens; unique among organisations) are for system operators only; a flex provider sending them gets a 400 on those fields.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description System operators only: #RRGGBB */
                        brand_colour?: string;
                        /** @description ISO 3166-1 alpha-2 code, or null to clear */
                        country?: string | null;
                        /** @description Contact e-mail address; empty to clear; at most 254 */
                        email?: string;
                        /** @description Trimmed; 1–200 characters */
                        name?: string;
                        /** @description Letters, digits, spaces, dots, slashes, hyphens, starting with a letter or digit; empty to clear; at most 50 */
                        registration_no?: string;
                        /** @description System operators only: 2–50 lowercase letters, digits and single hyphens (not first or last); unique */
                        slug?: string;
                        /** @description A http(s) address with a dotted host; https:// is added when no scheme is given; empty to clear; at most 200 */
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Hex colour #RRGGBB (system operators: their competitions on the map) */
                            brand_colour: string | null;
                            /** @description Whether the caller may change these details (team role admin) */
                            can_edit: boolean;
                            /** @description ISO 3166-1 alpha-2 (GET registration/countries/) */
                            country: string | null;
                            /** @description The organisation's contact e-mail address (not a login); empty when not given */
                            email: string;
                            id: number;
                            is_max_org: boolean;
                            name: string;
                            org_type: "flexprovider" | "systemoperator";
                            /** @description Company registration number; empty when not given */
                            registration_no: string;
                            /** @description URL name, unique among organisations; system operators change it */
                            slug: string;
                            /** @description The organisation's website; empty when not given */
                            website: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/auth/team/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List auth/team
         * @description The members of my organisation, invited ones included. Any member of a flex provider or system operator may read it.
         */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on email (string) */
                    email?: string;
                    /** @description icontains filter on email (string) */
                    email__icontains?: string;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description exact filter on is_activated (boolean) */
                    is_activated?: string;
                    /** @description exact filter on is_active (boolean) */
                    is_active?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of: id, email, first_name, last_name; prefix - for descending. */
                    ordering?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            first_name: string;
                            id: number;
                            is_activated: boolean;
                            is_active: boolean;
                            last_name: string;
                            organisation: number;
                            roles: string[];
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create in auth/team
         * @description Invite a member (admins only): an e-mail with an activation link valid for seven days goes to the address. An address that already has an account elsewhere is answered exactly the same; only its owner is told, by e-mail. Roles: admin, account, analytics, dispatch, operations, settlement, comp-admin, dispatch-admin, bid-admin, load-mod-buyer, open-market-buyer, obligations-apis; the last six only while the feature flag team_roles_extended is on (400 on roles otherwise).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        first_name: string;
                        last_name: string;
                        roles: ("admin" | "account" | "analytics" | "dispatch" | "operations" | "settlement" | "comp-admin" | "dispatch-admin" | "bid-admin" | "load-mod-buyer" | "open-market-buyer" | "obligations-apis")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            first_name: string;
                            id: number;
                            is_activated: boolean;
                            is_active: boolean;
                            last_name: string;
                            organisation: number;
                            roles: string[];
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/team/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of auth/team */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            first_name: string;
                            id: number;
                            is_activated: boolean;
                            is_active: boolean;
                            last_name: string;
                            organisation: number;
                            roles: string[];
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        /**
         * Replace one of auth/team
         * @description Change a member's names or roles (admins only). Extended roles can be given only while team_roles_extended is on; ones a member already holds are kept. 409 when removing your own admin role or the last active admin's.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        first_name: string;
                        last_name: string;
                        roles: ("admin" | "account" | "analytics" | "dispatch" | "operations" | "settlement" | "comp-admin" | "dispatch-admin" | "bid-admin" | "load-mod-buyer" | "open-market-buyer" | "obligations-apis")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            first_name: string;
                            id: number;
                            is_activated: boolean;
                            is_active: boolean;
                            last_name: string;
                            organisation: number;
                            roles: string[];
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update one of auth/team
         * @description Change a member's names or roles (admins only). Extended roles can be given only while team_roles_extended is on; ones a member already holds are kept. 409 when removing your own admin role or the last active admin's.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        first_name?: string;
                        last_name?: string;
                        roles?: ("admin" | "account" | "analytics" | "dispatch" | "operations" | "settlement" | "comp-admin" | "dispatch-admin" | "bid-admin" | "load-mod-buyer" | "open-market-buyer" | "obligations-apis")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            first_name: string;
                            id: number;
                            is_activated: boolean;
                            is_active: boolean;
                            last_name: string;
                            organisation: number;
                            roles: string[];
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/auth/team/{id}/resend_invite/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a new activation link to a member who has not activated yet
         * @description Admins only. The invitation e-mail goes again, with a fresh link (earlier links keep working until they expire). 409 for a member who has already activated (nothing to send) or who has been deactivated.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/team/{id}/set_inactive/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate one of auth/team
         * @description Deactivate a member (admins only): their sessions end at once and they can no longer log in or activate. 409 for yourself and for the last active admin.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            first_name: string;
                            id: number;
                            is_activated: boolean;
                            is_active: boolean;
                            last_name: string;
                            organisation: number;
                            roles: string[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/tjwt/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A short-lived token for the reporting tool */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            exp: number;
                            token: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/me/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            first_name: string;
                            id: number;
                            is_activated: boolean;
                            last_name: string;
                            /** @description An authenticator is enrolled: changing the password also takes mfa_code (see set_password) */
                            mfa_enabled: boolean;
                            org_type: string;
                            organisation: number | null;
                            organisation_name: string | null;
                            permission_names: string[];
                            /** @description One of en-GB, en-US, en-AU, it-IT, pt-PT; carried by the session token as preferred_locale */
                            preferred_locale: string;
                            roles: string[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update my name or preferred locale
         * @description Names are trimmed and may not be blank (at most 150 characters each); 400 per field. The preferred locale is the language and formats of e-mails and of the web front end at the next login (unless the user chose a region in that browser); tokens issued from now on carry it as preferred_locale.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Trimmed; 1–150 characters */
                        first_name?: string;
                        /** @description Trimmed; 1–150 characters */
                        last_name?: string;
                        preferred_locale?: "en-GB" | "en-US" | "en-AU" | "it-IT" | "pt-PT";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            first_name: string;
                            id: number;
                            is_activated: boolean;
                            last_name: string;
                            /** @description An authenticator is enrolled: changing the password also takes mfa_code (see set_password) */
                            mfa_enabled: boolean;
                            org_type: string;
                            organisation: number | null;
                            organisation_name: string | null;
                            permission_names: string[];
                            /** @description One of en-GB, en-US, en-AU, it-IT, pt-PT; carried by the session token as preferred_locale */
                            preferred_locale: string;
                            roles: string[];
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/auth/users/me/notifications/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My notification e-mails */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: {
                                /** @description Confirmed competition results. E-mails of this kind are on (the default) or off. Received by admins and the roles operations, bid-admin. */
                                competition_results: boolean;
                                /** @description New and stopped dispatch instructions. E-mails of this kind are on (the default) or off. Received by admins and the roles dispatch, dispatch-admin, operations. */
                                dispatch: boolean;
                                /** @description Decisions on qualification applications. E-mails of this kind are on (the default) or off. Received by admins and the roles account, operations. */
                                dps_outcome: boolean;
                                /** @description Settlement statements (none are sent yet). E-mails of this kind are on (the default) or off. Received by admins and the roles settlement. */
                                settlement: boolean;
                            };
                            /** @description The kinds the caller’s team roles receive (admins: every kind); e-mails of the other kinds never reach them, whatever `email` says */
                            receives: ("dispatch" | "competition_results" | "dps_outcome" | "settlement")[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Turn my notification e-mails on or off
         * @description Each given kind is turned on (true) or off (false) for the caller only; kinds left out keep their setting; a body naming no kind is a 400. The setting is kept also for kinds the caller’s roles do not receive now (it applies if they are given such a role). Live notifications in the app are not affected.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Confirmed competition results. E-mails of this kind are on (the default) or off. Received by admins and the roles operations, bid-admin. */
                        competition_results?: boolean;
                        /** @description New and stopped dispatch instructions. E-mails of this kind are on (the default) or off. Received by admins and the roles dispatch, dispatch-admin, operations. */
                        dispatch?: boolean;
                        /** @description Decisions on qualification applications. E-mails of this kind are on (the default) or off. Received by admins and the roles account, operations. */
                        dps_outcome?: boolean;
                        /** @description Settlement statements (none are sent yet). E-mails of this kind are on (the default) or off. Received by admins and the roles settlement. */
                        settlement?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: {
                                /** @description Confirmed competition results. E-mails of this kind are on (the default) or off. Received by admins and the roles operations, bid-admin. */
                                competition_results: boolean;
                                /** @description New and stopped dispatch instructions. E-mails of this kind are on (the default) or off. Received by admins and the roles dispatch, dispatch-admin, operations. */
                                dispatch: boolean;
                                /** @description Decisions on qualification applications. E-mails of this kind are on (the default) or off. Received by admins and the roles account, operations. */
                                dps_outcome: boolean;
                                /** @description Settlement statements (none are sent yet). E-mails of this kind are on (the default) or off. Received by admins and the roles settlement. */
                                settlement: boolean;
                            };
                            /** @description The kinds the caller’s team roles receive (admins: every kind); e-mails of the other kinds never reach them, whatever `email` says */
                            receives: ("dispatch" | "competition_results" | "dps_outcome" | "settlement")[];
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/auth/users/reset_password_confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with an e-mailed token (reset or invitation) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        new_password: string;
                        token: string;
                        uid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/reset_password/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a password reset link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/set_password/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change my password
         * @description Takes the current password and the new one (at least 10 characters, not only digits, not the e-mail address, different from the current one). **Multi-factor:** a user who has an authenticator enrolled (`mfa_enabled: true` in `auth/users/me/`) must also send `mfa_code`, the 6-digit code the authenticator shows now (TOTP, RFC 6238, 30-second steps; the step before and after are accepted too). For other users `mfa_code` is ignored. Problems answer 400 per field, all at once: `current_password` (wrong), `mfa_code` (missing or not valid), `new_password`. Attempts are limited per user like logins (429). On success it ends every session of the user, this one included, and answers with a fresh token for the calling session (the client replaces its token with it; the old one is refused from now on).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        current_password: string;
                        mfa_code?: string;
                        new_password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/approvals/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List bids/approvals */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on approved (boolean) */
                    approved?: string;
                    /** @description exact filter on competition (integer) */
                    competition?: string;
                    /** @description in filter on competition (integer) */
                    competition__in?: string;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    /** @description exact filter on method (string) */
                    method?: string;
                    /** @description in filter on method (string) */
                    method__in?: string;
                    offset?: number;
                    /** @description Comma list of: bid_id, decided, bid; prefix - for descending. */
                    ordering?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            approved: boolean;
                            bid: number;
                            competition: number;
                            /** Format: date-time */
                            decided: string;
                            decided_by: number | null;
                            method: "manual" | "auto" | "clearing";
                            paid_price: number | null;
                            /** @description accepted; rejected_by_operator (a manual rejection); over_price_cap (price above the max utilisation rate or guide price); excluded_gsp; capacity_met (the required capacity was already met by cheaper bids); not_in_interval (the bid’s window does not overlap any demand interval) */
                            reason: "accepted" | "rejected_by_operator" | "over_price_cap" | "excluded_gsp" | "capacity_met" | "not_in_interval";
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/approvals/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of bids/approvals */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            approved: boolean;
                            bid: number;
                            competition: number;
                            /** Format: date-time */
                            decided: string;
                            decided_by: number | null;
                            method: "manual" | "auto" | "clearing";
                            paid_price: number | null;
                            /** @description accepted; rejected_by_operator (a manual rejection); over_price_cap (price above the max utilisation rate or guide price); excluded_gsp; capacity_met (the required capacity was already met by cheaper bids); not_in_interval (the bid’s window does not overlap any demand interval) */
                            reason: "accepted" | "rejected_by_operator" | "over_price_cap" | "excluded_gsp" | "capacity_met" | "not_in_interval";
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/approvals/auto_decide/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Auto-decisioning: per window, bids in merit order (merit price ascending; ties by earlier submission, then lower id) are accepted whole while the accepted capacity is below the window’s required capacity; bids above the guide price are rejected as over the price cap, the rest as capacity met. Overwrites every earlier decision in the competition. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        competition: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accepted: number;
                            decisions: {
                                approved: boolean;
                                bid_id: number;
                                /** @description accepted; rejected_by_operator (a manual rejection); over_price_cap (price above the max utilisation rate or guide price); excluded_gsp; capacity_met (the required capacity was already met by cheaper bids); not_in_interval (the bid’s window does not overlap any demand interval) */
                                reason: "accepted" | "rejected_by_operator" | "over_price_cap" | "excluded_gsp" | "capacity_met" | "not_in_interval";
                            }[];
                            rejected: number;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/approvals/confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the results of a closed competition: needs results_final: true and every active bid decided; afterwards no bid or decision of the competition changes (409), and each provider with bids is e-mailed its results. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        competition: number;
                        /**
                         * @description The operator has ticked that results are final
                         * @enum {boolean}
                         */
                        results_final: true;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accepted: number;
                            competition: number;
                            confirmation: number;
                            /** @description Providers e-mailed */
                            emails: number;
                            rejected: number;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/approvals/decide/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject bids by hand (replaces earlier decisions on them). 409 once results are confirmed. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        competition: number;
                        decisions: {
                            approved: boolean;
                            bid_id: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decided: number;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/ballots/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List bids/ballots */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on competition (integer) */
                    competition?: string;
                    /** @description in filter on competition (integer) */
                    competition__in?: string;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description exact filter on is_active (boolean) */
                    is_active?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of: id, created, updated; prefix - for descending. */
                    ordering?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_refs: string[];
                            assets: number[];
                            ballot_asset_group: {
                                ballot_assets: {
                                    flex_asset: number;
                                    /** @description Always false: planned assets cannot bid */
                                    planned: boolean;
                                }[];
                                id: number;
                                is_active: boolean;
                            } | null;
                            bid_count: number;
                            bids: {
                                id: number;
                                service_window: number;
                            }[];
                            competition: number;
                            /** Format: date-time */
                            created: string;
                            flex_provider: number;
                            id: number;
                            is_active: boolean;
                            /** @description What the assets can deliver together in the competition’s power type and direction (MW or MVAr) */
                            max_capacity: number;
                            results_confirmed: boolean;
                            /** Format: date-time */
                            updated: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        /** Create a ballot from your qualifying assets (bidding must be open) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        competition: number;
                        /** @description Your qualifying assets to bid with */
                        flex_assets: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_refs: string[];
                            assets: number[];
                            ballot_asset_group: {
                                ballot_assets: {
                                    flex_asset: number;
                                    /** @description Always false: planned assets cannot bid */
                                    planned: boolean;
                                }[];
                                id: number;
                                is_active: boolean;
                            } | null;
                            bid_count: number;
                            bids: {
                                id: number;
                                service_window: number;
                            }[];
                            competition: number;
                            /** Format: date-time */
                            created: string;
                            flex_provider: number;
                            id: number;
                            is_active: boolean;
                            /** @description What the assets can deliver together in the competition’s power type and direction (MW or MVAr) */
                            max_capacity: number;
                            results_confirmed: boolean;
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/ballots/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of bids/ballots */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_refs: string[];
                            assets: number[];
                            ballot_asset_group: {
                                ballot_assets: {
                                    flex_asset: number;
                                    /** @description Always false: planned assets cannot bid */
                                    planned: boolean;
                                }[];
                                id: number;
                                is_active: boolean;
                            } | null;
                            bid_count: number;
                            bids: {
                                id: number;
                                service_window: number;
                            }[];
                            competition: number;
                            /** Format: date-time */
                            created: string;
                            flex_provider: number;
                            id: number;
                            is_active: boolean;
                            /** @description What the assets can deliver together in the competition’s power type and direction (MW or MVAr) */
                            max_capacity: number;
                            results_confirmed: boolean;
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete one of bids/ballots */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/ballots/{id}/stacking/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stacking check: the ballot’s assets offered in overlapping windows of other competitions (a warning; such bids are allowed) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_ref: string;
                            flex_asset: number;
                            other_bid: number;
                            other_competition: number;
                            other_competition_name: string;
                            other_service_window: number;
                            other_window_name: string;
                            service_window: number;
                            window_name: string;
                        }[];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/ballots/{id}/submit/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or amend the ballot’s bid for each window given, all or nothing. 400 {bids: [{}, {field: [...]}]} per offer; 409 when bidding is not open or results are confirmed. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bids: {
                            /** @description Per MWh (or MVArh) in the competition currency, at most 2 decimals */
                            availability_price?: number | null;
                            /** @description MW or MVAr, > 0, at most 1 decimal, no more than the ballot’s max_capacity */
                            capacity: number;
                            /** @description Duration 'D HH:MM:SS' or 'HH:MM:SS': hours < 24, minutes and seconds < 60, not zero */
                            max_runtime: string;
                            /** @description Per MWh (or MVArh) in the competition currency, at most 2 decimals */
                            service_fee?: number | null;
                            service_window: number;
                            /** @description Per MWh (or MVArh) in the competition currency, at most 2 decimals */
                            utilisation_price?: number | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amended: number;
                            ballot: {
                                asset_refs: string[];
                                assets: number[];
                                ballot_asset_group: {
                                    ballot_assets: {
                                        flex_asset: number;
                                        /** @description Always false: planned assets cannot bid */
                                        planned: boolean;
                                    }[];
                                    id: number;
                                    is_active: boolean;
                                } | null;
                                bid_count: number;
                                bids: {
                                    id: number;
                                    service_window: number;
                                }[];
                                competition: number;
                                /** Format: date-time */
                                created: string;
                                flex_provider: number;
                                id: number;
                                is_active: boolean;
                                /** @description What the assets can deliver together in the competition’s power type and direction (MW or MVAr) */
                                max_capacity: number;
                                results_confirmed: boolean;
                                /** Format: date-time */
                                updated: string;
                            };
                            bids: number[];
                            created: number;
                            unchanged: number;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/ballots/bidding_rules/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a bid in this competition must carry: its rate fields, decimal places, currency, unit, and whether bidding is open */
        get: {
            parameters: {
                query: {
                    competition: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            capacity_decimals: number;
                            competition: number;
                            competition_type: string;
                            currency: string;
                            /** @description Bidding is open now */
                            open: boolean;
                            price_decimals: number;
                            /** @description The rates a bid in this competition must carry (and the only ones it may) */
                            rate_fields: ("availability_price" | "utilisation_price" | "service_fee")[];
                            results_confirmed: boolean;
                            unit: "MW" | "MVAr";
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/bids/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List bids/bids */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on ballot (integer) */
                    ballot?: string;
                    /** @description in filter on ballot (integer) */
                    ballot__in?: string;
                    /** @description exact filter on competition (integer) */
                    competition?: string;
                    /** @description in filter on competition (integer) */
                    competition__in?: string;
                    /** @description Comma list of competition statuses, e.g. open */
                    competition_status?: string;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description exact filter on flex_provider (integer) */
                    flex_provider?: string;
                    /** @description in filter on flex_provider (integer) */
                    flex_provider__in?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description exact filter on is_active (boolean) */
                    is_active?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of: id, created, submitted, updated, capacity, competition, service_window; prefix - for descending. */
                    ordering?: string;
                    outcome?: "accepted" | "rejected" | "pending";
                    /** @description Competition name or reference, provider name, window name or asset ref */
                    search?: string;
                    /** @description exact filter on service_window (integer) */
                    service_window?: string;
                    /** @description in filter on service_window (integer) */
                    service_window__in?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The decision; a provider sees it once results are confirmed */
                            approval: {
                                approved: boolean;
                                /** Format: date-time */
                                decided: string;
                                method: "manual" | "auto" | "clearing";
                                paid_price: number | null;
                                /** @description accepted; rejected_by_operator (a manual rejection); over_price_cap (price above the max utilisation rate or guide price); excluded_gsp; capacity_met (the required capacity was already met by cheaper bids); not_in_interval (the bid’s window does not overlap any demand interval) */
                                reason: "accepted" | "rejected_by_operator" | "over_price_cap" | "excluded_gsp" | "capacity_met" | "not_in_interval";
                            } | null;
                            asset_refs: string[];
                            assets: number[];
                            availability_price: number | null;
                            ballot: number;
                            capacity: number;
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            competition_status: string;
                            /** Format: date-time */
                            created: string;
                            flex_provider: number;
                            flex_provider_name: string;
                            gsps: string[];
                            id: number;
                            is_active: boolean;
                            max_runtime: string;
                            outcome: "accepted" | "rejected" | "pending";
                            period_end: string;
                            period_start: string;
                            results_confirmed: boolean;
                            service_fee: number | null;
                            service_window: number;
                            /** Format: date-time */
                            submitted: string;
                            /** Format: date-time */
                            updated: string;
                            utilisation_price: number | null;
                            version: number;
                            window_end_time: string;
                            window_name: string;
                            /** @description The days the window serves (Monday = 0) */
                            window_service_days: number[];
                            window_start_time: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        /** Place (or amend) the ballot’s bid for one window */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Per MWh (or MVArh) in the competition currency, at most 2 decimals */
                        availability_price?: number | null;
                        ballot: number;
                        /** @description MW or MVAr, > 0, at most 1 decimal, no more than the ballot’s max_capacity */
                        capacity: number;
                        /** @description Duration 'D HH:MM:SS' or 'HH:MM:SS': hours < 24, minutes and seconds < 60, not zero */
                        max_runtime: string;
                        /** @description Per MWh (or MVArh) in the competition currency, at most 2 decimals */
                        service_fee?: number | null;
                        service_window: number;
                        /** @description Per MWh (or MVArh) in the competition currency, at most 2 decimals */
                        utilisation_price?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The decision; a provider sees it once results are confirmed */
                            approval: {
                                approved: boolean;
                                /** Format: date-time */
                                decided: string;
                                method: "manual" | "auto" | "clearing";
                                paid_price: number | null;
                                /** @description accepted; rejected_by_operator (a manual rejection); over_price_cap (price above the max utilisation rate or guide price); excluded_gsp; capacity_met (the required capacity was already met by cheaper bids); not_in_interval (the bid’s window does not overlap any demand interval) */
                                reason: "accepted" | "rejected_by_operator" | "over_price_cap" | "excluded_gsp" | "capacity_met" | "not_in_interval";
                            } | null;
                            asset_refs: string[];
                            assets: number[];
                            availability_price: number | null;
                            ballot: number;
                            capacity: number;
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            competition_status: string;
                            /** Format: date-time */
                            created: string;
                            flex_provider: number;
                            flex_provider_name: string;
                            gsps: string[];
                            id: number;
                            is_active: boolean;
                            max_runtime: string;
                            outcome: "accepted" | "rejected" | "pending";
                            period_end: string;
                            period_start: string;
                            results_confirmed: boolean;
                            service_fee: number | null;
                            service_window: number;
                            /** Format: date-time */
                            submitted: string;
                            /** Format: date-time */
                            updated: string;
                            utilisation_price: number | null;
                            version: number;
                            window_end_time: string;
                            window_name: string;
                            /** @description The days the window serves (Monday = 0) */
                            window_service_days: number[];
                            window_start_time: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/bids/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of bids/bids */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The decision; a provider sees it once results are confirmed */
                            approval: {
                                approved: boolean;
                                /** Format: date-time */
                                decided: string;
                                method: "manual" | "auto" | "clearing";
                                paid_price: number | null;
                                /** @description accepted; rejected_by_operator (a manual rejection); over_price_cap (price above the max utilisation rate or guide price); excluded_gsp; capacity_met (the required capacity was already met by cheaper bids); not_in_interval (the bid’s window does not overlap any demand interval) */
                                reason: "accepted" | "rejected_by_operator" | "over_price_cap" | "excluded_gsp" | "capacity_met" | "not_in_interval";
                            } | null;
                            asset_refs: string[];
                            assets: number[];
                            availability_price: number | null;
                            ballot: number;
                            capacity: number;
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            competition_status: string;
                            /** Format: date-time */
                            created: string;
                            flex_provider: number;
                            flex_provider_name: string;
                            gsps: string[];
                            id: number;
                            is_active: boolean;
                            max_runtime: string;
                            outcome: "accepted" | "rejected" | "pending";
                            period_end: string;
                            period_start: string;
                            results_confirmed: boolean;
                            service_fee: number | null;
                            service_window: number;
                            /** Format: date-time */
                            submitted: string;
                            /** Format: date-time */
                            updated: string;
                            utilisation_price: number | null;
                            version: number;
                            window_end_time: string;
                            window_name: string;
                            /** @description The days the window serves (Monday = 0) */
                            window_service_days: number[];
                            window_start_time: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        /** Replace one of bids/bids */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Per MWh (or MVArh) in the competition currency, at most 2 decimals */
                        availability_price?: number | null;
                        capacity: number;
                        /** @description Duration 'D HH:MM:SS' or 'HH:MM:SS': hours < 24, minutes and seconds < 60, not zero */
                        max_runtime: string;
                        /** @description Per MWh (or MVArh) in the competition currency, at most 2 decimals */
                        service_fee?: number | null;
                        /** @description Per MWh (or MVArh) in the competition currency, at most 2 decimals */
                        utilisation_price?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The decision; a provider sees it once results are confirmed */
                            approval: {
                                approved: boolean;
                                /** Format: date-time */
                                decided: string;
                                method: "manual" | "auto" | "clearing";
                                paid_price: number | null;
                                /** @description accepted; rejected_by_operator (a manual rejection); over_price_cap (price above the max utilisation rate or guide price); excluded_gsp; capacity_met (the required capacity was already met by cheaper bids); not_in_interval (the bid’s window does not overlap any demand interval) */
                                reason: "accepted" | "rejected_by_operator" | "over_price_cap" | "excluded_gsp" | "capacity_met" | "not_in_interval";
                            } | null;
                            asset_refs: string[];
                            assets: number[];
                            availability_price: number | null;
                            ballot: number;
                            capacity: number;
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            competition_status: string;
                            /** Format: date-time */
                            created: string;
                            flex_provider: number;
                            flex_provider_name: string;
                            gsps: string[];
                            id: number;
                            is_active: boolean;
                            max_runtime: string;
                            outcome: "accepted" | "rejected" | "pending";
                            period_end: string;
                            period_start: string;
                            results_confirmed: boolean;
                            service_fee: number | null;
                            service_window: number;
                            /** Format: date-time */
                            submitted: string;
                            /** Format: date-time */
                            updated: string;
                            utilisation_price: number | null;
                            version: number;
                            window_end_time: string;
                            window_name: string;
                            /** @description The days the window serves (Monday = 0) */
                            window_service_days: number[];
                            window_start_time: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete one of bids/bids */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update one of bids/bids */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Per MWh (or MVArh) in the competition currency, at most 2 decimals */
                        availability_price?: number | null;
                        capacity?: number;
                        /** @description Duration 'D HH:MM:SS' or 'HH:MM:SS': hours < 24, minutes and seconds < 60, not zero */
                        max_runtime?: string;
                        /** @description Per MWh (or MVArh) in the competition currency, at most 2 decimals */
                        service_fee?: number | null;
                        /** @description Per MWh (or MVArh) in the competition currency, at most 2 decimals */
                        utilisation_price?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The decision; a provider sees it once results are confirmed */
                            approval: {
                                approved: boolean;
                                /** Format: date-time */
                                decided: string;
                                method: "manual" | "auto" | "clearing";
                                paid_price: number | null;
                                /** @description accepted; rejected_by_operator (a manual rejection); over_price_cap (price above the max utilisation rate or guide price); excluded_gsp; capacity_met (the required capacity was already met by cheaper bids); not_in_interval (the bid’s window does not overlap any demand interval) */
                                reason: "accepted" | "rejected_by_operator" | "over_price_cap" | "excluded_gsp" | "capacity_met" | "not_in_interval";
                            } | null;
                            asset_refs: string[];
                            assets: number[];
                            availability_price: number | null;
                            ballot: number;
                            capacity: number;
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            competition_status: string;
                            /** Format: date-time */
                            created: string;
                            flex_provider: number;
                            flex_provider_name: string;
                            gsps: string[];
                            id: number;
                            is_active: boolean;
                            max_runtime: string;
                            outcome: "accepted" | "rejected" | "pending";
                            period_end: string;
                            period_start: string;
                            results_confirmed: boolean;
                            service_fee: number | null;
                            service_window: number;
                            /** Format: date-time */
                            submitted: string;
                            /** Format: date-time */
                            updated: string;
                            utilisation_price: number | null;
                            version: number;
                            window_end_time: string;
                            window_name: string;
                            /** @description The days the window serves (Monday = 0) */
                            window_service_days: number[];
                            window_start_time: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/bids/bids/{id}/history/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every version of the bid, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            availability_price: number | null;
                            capacity: number;
                            /** Format: date-time */
                            created: string;
                            created_by_name: string | null;
                            max_runtime: string;
                            service_fee: number | null;
                            utilisation_price: number | null;
                            version: number;
                        }[];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bids/summaries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bid summaries of your competitions: bids, capacity offered, decisions, per competition and window */
        get: {
            parameters: {
                query?: {
                    competition?: number;
                    /** @description Comma list of competition statuses, e.g. open,closed */
                    status?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accepted: number;
                            accepted_capacity: number;
                            bids: number;
                            capacity_offered: number;
                            competition: number;
                            competition_name: string;
                            competition_type: string;
                            pending: number;
                            /** @description active_power (capacities in MW) or reactive_power (MVAr) */
                            power_type: string;
                            providers: number;
                            qualification_type: string;
                            reference: string;
                            rejected: number;
                            results_confirmed: boolean;
                            status: string;
                            windows: {
                                accepted_capacity: number;
                                bids: number;
                                capacity_offered: number;
                                capacity_required: number;
                                end_time: string;
                                name: string;
                                service_window: number;
                                start_time: string;
                            }[];
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/outbox/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-mails kept by the API instead of sent, newest first (DEV_OUTBOX=1 only; loopback requests with X-Outbox-Key) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    to?: string;
                };
                header?: {
                    "x-outbox-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Plain text */
                            body: string;
                            /**
                             * Format: date-time
                             * @description When the API kept it
                             */
                            created: string;
                            id: number;
                            /** @description What the e-mail is for, e.g. invite_existing_account */
                            kind: string;
                            subject: string;
                            /** @description The recipient’s address */
                            to: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dfssettlement/runsettlement/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settlement runs of your competitions, newest first */
        get: {
            parameters: {
                query?: {
                    competition?: number;
                    limit?: number;
                    /** @description A calendar month, YYYY-MM (its days in the competition’s zone) */
                    month?: string;
                    offset?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            competition_name: string;
                            /** Format: date-time */
                            created: string;
                            error: string | null;
                            /** @description Events settled so far */
                            events_done: number;
                            /** @description Events found for the month (null until loaded) */
                            events_total: number | null;
                            /** Format: date-time */
                            finished: string | null;
                            id: number;
                            month: string;
                            /** @description The report version the run wrote (done runs) */
                            report: number | null;
                            settings_version: number | null;
                            /** Format: date-time */
                            started: string | null;
                            status: "queued" | "running" | "done" | "failed";
                            trigger: "operator" | "schedule" | "dispute";
                            version: number | null;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        /** Run settlement for one of your competitions and a month: a queued job settles every dispatch event and writes the next report version (draft). Poll the run for its progress. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        competition: number;
                        /** @description A calendar month, YYYY-MM (its days in the competition’s zone) */
                        month: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            competition_name: string;
                            /** Format: date-time */
                            created: string;
                            error: string | null;
                            /** @description Events settled so far */
                            events_done: number;
                            /** @description Events found for the month (null until loaded) */
                            events_total: number | null;
                            /** Format: date-time */
                            finished: string | null;
                            id: number;
                            month: string;
                            /** @description The report version the run wrote (done runs) */
                            report: number | null;
                            settings_version: number | null;
                            /** Format: date-time */
                            started: string | null;
                            status: "queued" | "running" | "done" | "failed";
                            trigger: "operator" | "schedule" | "dispute";
                            version: number | null;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dfssettlement/runsettlement/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One settlement run: status and progress (events settled of those found), and the report it wrote */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            competition_name: string;
                            /** Format: date-time */
                            created: string;
                            error: string | null;
                            /** @description Events settled so far */
                            events_done: number;
                            /** @description Events found for the month (null until loaded) */
                            events_total: number | null;
                            /** Format: date-time */
                            finished: string | null;
                            id: number;
                            month: string;
                            /** @description The report version the run wrote (done runs) */
                            report: number | null;
                            settings_version: number | null;
                            /** Format: date-time */
                            started: string | null;
                            status: "queued" | "running" | "done" | "failed";
                            trigger: "operator" | "schedule" | "dispute";
                            version: number | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dispatch-performance/v1/dispatches/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your dispatch events of a month with their per-period baseline, metered, instructed and delivered MW, performance ratio and money (latest published version), newest first */
        get: {
            parameters: {
                query: {
                    competition?: number;
                    limit?: number;
                    /** @description A calendar month, YYYY-MM (its days in the competition’s zone) */
                    month: string;
                    offset?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset: number;
                            asset_ref: string | null;
                            competition: number;
                            competition_name: string;
                            currency: string;
                            /** @description A decimal number as a string (no exponent) */
                            delivered_mwh: string | null;
                            direction: "turn_up" | "turn_down";
                            /** Format: date-time */
                            end: string;
                            event: string;
                            has_actual_data: boolean;
                            has_baseline_data: boolean;
                            /** @description A decimal number as a string (no exponent) */
                            instructed_mwh: string | null;
                            instruction: number;
                            interval_minutes: number;
                            /** @description A decimal number as a string (no exponent) */
                            penalty: string;
                            /** @description A decimal number as a string (no exponent) */
                            performance_ratio: string | null;
                            periods: {
                                /** @description A decimal number as a string (no exponent) */
                                baseline: string;
                                /** @description A decimal number as a string (no exponent) */
                                delivered: string;
                                /** @description A decimal number as a string (no exponent) */
                                instructed: string;
                                /** @description A decimal number as a string (no exponent) */
                                metered: string;
                                /** @description A decimal number as a string (no exponent) */
                                shortfall: string;
                                /** Format: date-time */
                                start: string;
                            }[];
                            report: number;
                            report_status: "draft" | "published" | "final" | "superseded";
                            /** Format: date-time */
                            start: string;
                            /** @description A decimal number as a string (no exponent) */
                            utilisation: string;
                            utilisation_paid: boolean;
                            version: number;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dispatch-performance/v1/summary/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your month per competition: dispatches, delivered and instructed energy, performance ratio, statement lines and totals */
        get: {
            parameters: {
                query: {
                    competition?: number;
                    /** @description A calendar month, YYYY-MM (its days in the competition’s zone) */
                    month: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competitions: {
                                competition: number;
                                competition_name: string;
                                currency: string;
                                /** @description A decimal number as a string (no exponent) */
                                delivered_mwh: string;
                                dispatches: number;
                                /** @description A decimal number as a string (no exponent) */
                                gross: string;
                                /** @description A decimal number as a string (no exponent) */
                                instructed_mwh: string;
                                lines: {
                                    /** @description A decimal number as a string (no exponent) */
                                    amount: string;
                                    /** @description A decimal number as a string (no exponent) */
                                    factor: string;
                                    kind: "availability" | "utilisation" | "service_fee" | "penalty";
                                    /** @description A decimal number as a string (no exponent) */
                                    quantity: string;
                                    /** @description A decimal number as a string (no exponent) */
                                    rate: string;
                                    unit: "MW·h" | "MWh" | "MW·window";
                                    /** @description A decimal number as a string (no exponent) */
                                    unrounded: string;
                                }[];
                                /** @description A decimal number as a string (no exponent) */
                                net: string;
                                /** @description A decimal number as a string (no exponent) */
                                performance_ratio: string | null;
                                report: number;
                                report_status: "draft" | "published" | "final" | "superseded";
                                /** @description A decimal number as a string (no exponent) */
                                vat: string;
                                version: number;
                            }[];
                            month: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dispatch/v1/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List dispatch/v1/events */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on created (datetime) */
                    created?: string;
                    /** @description gt filter on created (datetime) */
                    created__gt?: string;
                    /** @description gte filter on created (datetime) */
                    created__gte?: string;
                    /** @description lt filter on created (datetime) */
                    created__lt?: string;
                    /** @description lte filter on created (datetime) */
                    created__lte?: string;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description exact filter on instruction (integer) */
                    instruction?: string;
                    /** @description in filter on instruction (integer) */
                    instruction__in?: string;
                    /** @description exact filter on kind (string) */
                    kind?: string;
                    /** @description in filter on kind (string) */
                    kind__in?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of: id, created; prefix - for descending. */
                    ordering?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Who did it; null for the server’s jobs */
                            actor_name: string | null;
                            /** Format: date-time */
                            created: string;
                            id: number;
                            instruction: number;
                            kind: "created" | "scheduled" | "sent" | "accepted" | "rejected" | "expired" | "stopped";
                            /** @description created (being created), scheduled (to be sent at send_at), awaiting response (sent; the provider answers before response_deadline), accepted, rejected, expired (no answer by the deadline), stop (stopped by the operator; final), unknown (not used by this server) */
                            status: "created" | "scheduled" | "awaiting response" | "accepted" | "rejected" | "expired" | "stop" | "unknown";
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dispatch/v1/events/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of dispatch/v1/events */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Who did it; null for the server’s jobs */
                            actor_name: string | null;
                            /** Format: date-time */
                            created: string;
                            id: number;
                            instruction: number;
                            kind: "created" | "scheduled" | "sent" | "accepted" | "rejected" | "expired" | "stopped";
                            /** @description created (being created), scheduled (to be sent at send_at), awaiting response (sent; the provider answers before response_deadline), accepted, rejected, expired (no answer by the deadline), stop (stopped by the operator; final), unknown (not used by this server) */
                            status: "created" | "scheduled" | "awaiting response" | "accepted" | "rejected" | "expired" | "stop" | "unknown";
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dispatch/v1/instructions-2g/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List dispatch/v1/instructions-2g */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on bid (integer) */
                    bid?: string;
                    /** @description in filter on bid (integer) */
                    bid__in?: string;
                    /** @description exact filter on competition (integer) */
                    competition?: string;
                    /** @description in filter on competition (integer) */
                    competition__in?: string;
                    /** @description exact filter on end (datetime) */
                    end?: string;
                    /** @description gt filter on end (datetime) */
                    end__gt?: string;
                    /** @description gte filter on end (datetime) */
                    end__gte?: string;
                    /** @description lt filter on end (datetime) */
                    end__lt?: string;
                    /** @description lte filter on end (datetime) */
                    end__lte?: string;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description exact filter on flex_provider (integer) */
                    flex_provider?: string;
                    /** @description in filter on flex_provider (integer) */
                    flex_provider__in?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of: id, start, end, created, response_deadline, status, sent, quantity, competition, flex_provider; prefix - for descending. */
                    ordering?: string;
                    /** @description exact filter on response (string) */
                    response?: string;
                    /** @description in filter on response (string) */
                    response__in?: string;
                    /** @description exact filter on response_deadline (datetime) */
                    response_deadline?: string;
                    /** @description gt filter on response_deadline (datetime) */
                    response_deadline__gt?: string;
                    /** @description gte filter on response_deadline (datetime) */
                    response_deadline__gte?: string;
                    /** @description lt filter on response_deadline (datetime) */
                    response_deadline__lt?: string;
                    /** @description lte filter on response_deadline (datetime) */
                    response_deadline__lte?: string;
                    /** @description Competition name or reference, provider, window or asset ref */
                    search?: string;
                    /** @description exact filter on service_window (integer) */
                    service_window?: string;
                    /** @description in filter on service_window (integer) */
                    service_window__in?: string;
                    /** @description exact filter on start (datetime) */
                    start?: string;
                    /** @description gt filter on start (datetime) */
                    start__gt?: string;
                    /** @description gte filter on start (datetime) */
                    start__gte?: string;
                    /** @description lt filter on start (datetime) */
                    start__lt?: string;
                    /** @description lte filter on start (datetime) */
                    start__lte?: string;
                    /** @description exact filter on status (string) */
                    status?: string;
                    /** @description in filter on status (string) */
                    status__in?: string;
                    when?: "upcoming" | "past";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_details: {
                                export_meter_id: string | null;
                                id: number;
                                import_meter_id: string | null;
                                name: string;
                                ref: string;
                            }[];
                            asset_refs: string[];
                            assets: number[];
                            /** @description The accepted bid this instruction dispatches */
                            bid: number;
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            /** Format: date-time */
                            created: string;
                            /** Format: date-time */
                            end: string;
                            flex_provider: number;
                            flex_provider_name: string;
                            id: number;
                            /** @description The competition’s system operator (who sent the instruction) */
                            operator: number;
                            operator_name: string;
                            quantity: number;
                            /** Format: date-time */
                            responded: string | null;
                            response: ("accepted" | "rejected") | (never | null);
                            /** Format: date-time */
                            response_deadline: string;
                            /**
                             * Format: date-time
                             * @description When the provider receives it; null = sent at creation
                             */
                            send_at: string | null;
                            /** Format: date-time */
                            sent: string | null;
                            service_window: number;
                            /** Format: date-time */
                            start: string;
                            /** @description created (being created), scheduled (to be sent at send_at), awaiting response (sent; the provider answers before response_deadline), accepted, rejected, expired (no answer by the deadline), stop (stopped by the operator; final), unknown (not used by this server) */
                            status: "created" | "scheduled" | "awaiting response" | "accepted" | "rejected" | "expired" | "stop" | "unknown";
                            /** Format: date-time */
                            stopped: string | null;
                            unit: "MW" | "MVAr";
                            window_name: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dispatch/v1/instructions-2g/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of dispatch/v1/instructions-2g */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_details: {
                                export_meter_id: string | null;
                                id: number;
                                import_meter_id: string | null;
                                name: string;
                                ref: string;
                            }[];
                            asset_refs: string[];
                            assets: number[];
                            /** @description The accepted bid this instruction dispatches */
                            bid: number;
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            /** Format: date-time */
                            created: string;
                            /** Format: date-time */
                            end: string;
                            flex_provider: number;
                            flex_provider_name: string;
                            id: number;
                            /** @description The competition’s system operator (who sent the instruction) */
                            operator: number;
                            operator_name: string;
                            quantity: number;
                            /** Format: date-time */
                            responded: string | null;
                            response: ("accepted" | "rejected") | (never | null);
                            /** Format: date-time */
                            response_deadline: string;
                            /**
                             * Format: date-time
                             * @description When the provider receives it; null = sent at creation
                             */
                            send_at: string | null;
                            /** Format: date-time */
                            sent: string | null;
                            service_window: number;
                            /** Format: date-time */
                            start: string;
                            /** @description created (being created), scheduled (to be sent at send_at), awaiting response (sent; the provider answers before response_deadline), accepted, rejected, expired (no answer by the deadline), stop (stopped by the operator; final), unknown (not used by this server) */
                            status: "created" | "scheduled" | "awaiting response" | "accepted" | "rejected" | "expired" | "stop" | "unknown";
                            /** Format: date-time */
                            stopped: string | null;
                            unit: "MW" | "MVAr";
                            window_name: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dispatch/v1/instructions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List dispatch/v1/instructions */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on bid (integer) */
                    bid?: string;
                    /** @description in filter on bid (integer) */
                    bid__in?: string;
                    /** @description exact filter on competition (integer) */
                    competition?: string;
                    /** @description in filter on competition (integer) */
                    competition__in?: string;
                    /** @description exact filter on end (datetime) */
                    end?: string;
                    /** @description gt filter on end (datetime) */
                    end__gt?: string;
                    /** @description gte filter on end (datetime) */
                    end__gte?: string;
                    /** @description lt filter on end (datetime) */
                    end__lt?: string;
                    /** @description lte filter on end (datetime) */
                    end__lte?: string;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description exact filter on flex_provider (integer) */
                    flex_provider?: string;
                    /** @description in filter on flex_provider (integer) */
                    flex_provider__in?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of: id, start, end, created, response_deadline, status, sent, quantity, competition, flex_provider; prefix - for descending. */
                    ordering?: string;
                    /** @description exact filter on response (string) */
                    response?: string;
                    /** @description in filter on response (string) */
                    response__in?: string;
                    /** @description exact filter on response_deadline (datetime) */
                    response_deadline?: string;
                    /** @description gt filter on response_deadline (datetime) */
                    response_deadline__gt?: string;
                    /** @description gte filter on response_deadline (datetime) */
                    response_deadline__gte?: string;
                    /** @description lt filter on response_deadline (datetime) */
                    response_deadline__lt?: string;
                    /** @description lte filter on response_deadline (datetime) */
                    response_deadline__lte?: string;
                    /** @description Competition name or reference, provider, window or asset ref */
                    search?: string;
                    /** @description exact filter on service_window (integer) */
                    service_window?: string;
                    /** @description in filter on service_window (integer) */
                    service_window__in?: string;
                    /** @description exact filter on start (datetime) */
                    start?: string;
                    /** @description gt filter on start (datetime) */
                    start__gt?: string;
                    /** @description gte filter on start (datetime) */
                    start__gte?: string;
                    /** @description lt filter on start (datetime) */
                    start__lt?: string;
                    /** @description lte filter on start (datetime) */
                    start__lte?: string;
                    /** @description exact filter on status (string) */
                    status?: string;
                    /** @description in filter on status (string) */
                    status__in?: string;
                    when?: "upcoming" | "past";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_refs: string[];
                            assets: number[];
                            /** @description The accepted bid this instruction dispatches */
                            bid: number;
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            /** Format: date-time */
                            created: string;
                            /** Format: date-time */
                            end: string;
                            flex_provider: number;
                            flex_provider_name: string;
                            id: number;
                            /** @description The competition’s system operator (who sent the instruction) */
                            operator: number;
                            operator_name: string;
                            quantity: number;
                            /** Format: date-time */
                            responded: string | null;
                            response: ("accepted" | "rejected") | (never | null);
                            /** Format: date-time */
                            response_deadline: string;
                            /**
                             * Format: date-time
                             * @description When the provider receives it; null = sent at creation
                             */
                            send_at: string | null;
                            /** Format: date-time */
                            sent: string | null;
                            service_window: number;
                            /** Format: date-time */
                            start: string;
                            /** @description created (being created), scheduled (to be sent at send_at), awaiting response (sent; the provider answers before response_deadline), accepted, rejected, expired (no answer by the deadline), stop (stopped by the operator; final), unknown (not used by this server) */
                            status: "created" | "scheduled" | "awaiting response" | "accepted" | "rejected" | "expired" | "stop" | "unknown";
                            /** Format: date-time */
                            stopped: string | null;
                            unit: "MW" | "MVAr";
                            window_name: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        /** Create in dispatch/v1/instructions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Assets of the accepted bid to dispatch */
                        assets: number[];
                        bid?: number;
                        competition: number;
                        /** Format: date-time */
                        end: string;
                        flex_provider: number;
                        /** @description In the competition’s unit; at most the bid’s capacity */
                        quantity: number;
                        /** Format: date-time */
                        response_deadline: string;
                        /**
                         * Format: date-time
                         * @description Omit or null to send now; a future time schedules it
                         */
                        send_at?: string | null;
                        service_window: number;
                        /** Format: date-time */
                        start: string;
                        unit?: "MW" | "MVAr";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_refs: string[];
                            assets: number[];
                            /** @description The accepted bid this instruction dispatches */
                            bid: number;
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            /** Format: date-time */
                            created: string;
                            /** Format: date-time */
                            end: string;
                            flex_provider: number;
                            flex_provider_name: string;
                            id: number;
                            /** @description The competition’s system operator (who sent the instruction) */
                            operator: number;
                            operator_name: string;
                            quantity: number;
                            /** Format: date-time */
                            responded: string | null;
                            response: ("accepted" | "rejected") | (never | null);
                            /** Format: date-time */
                            response_deadline: string;
                            /**
                             * Format: date-time
                             * @description When the provider receives it; null = sent at creation
                             */
                            send_at: string | null;
                            /** Format: date-time */
                            sent: string | null;
                            service_window: number;
                            /** Format: date-time */
                            start: string;
                            /** @description created (being created), scheduled (to be sent at send_at), awaiting response (sent; the provider answers before response_deadline), accepted, rejected, expired (no answer by the deadline), stop (stopped by the operator; final), unknown (not used by this server) */
                            status: "created" | "scheduled" | "awaiting response" | "accepted" | "rejected" | "expired" | "stop" | "unknown";
                            /** Format: date-time */
                            stopped: string | null;
                            unit: "MW" | "MVAr";
                            window_name: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dispatch/v1/instructions/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of dispatch/v1/instructions */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_refs: string[];
                            assets: number[];
                            /** @description The accepted bid this instruction dispatches */
                            bid: number;
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            /** Format: date-time */
                            created: string;
                            /** Format: date-time */
                            end: string;
                            flex_provider: number;
                            flex_provider_name: string;
                            id: number;
                            /** @description The competition’s system operator (who sent the instruction) */
                            operator: number;
                            operator_name: string;
                            quantity: number;
                            /** Format: date-time */
                            responded: string | null;
                            response: ("accepted" | "rejected") | (never | null);
                            /** Format: date-time */
                            response_deadline: string;
                            /**
                             * Format: date-time
                             * @description When the provider receives it; null = sent at creation
                             */
                            send_at: string | null;
                            /** Format: date-time */
                            sent: string | null;
                            service_window: number;
                            /** Format: date-time */
                            start: string;
                            /** @description created (being created), scheduled (to be sent at send_at), awaiting response (sent; the provider answers before response_deadline), accepted, rejected, expired (no answer by the deadline), stop (stopped by the operator; final), unknown (not used by this server) */
                            status: "created" | "scheduled" | "awaiting response" | "accepted" | "rejected" | "expired" | "stop" | "unknown";
                            /** Format: date-time */
                            stopped: string | null;
                            unit: "MW" | "MVAr";
                            window_name: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dispatch/v1/instructions/bulk/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bulk create in dispatch/v1/instructions (max 250) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Assets of the accepted bid to dispatch */
                        assets: number[];
                        bid?: number;
                        competition: number;
                        /** Format: date-time */
                        end: string;
                        flex_provider: number;
                        /** @description In the competition’s unit; at most the bid’s capacity */
                        quantity: number;
                        /** Format: date-time */
                        response_deadline: string;
                        /**
                         * Format: date-time
                         * @description Omit or null to send now; a future time schedules it
                         */
                        send_at?: string | null;
                        service_window: number;
                        /** Format: date-time */
                        start: string;
                        unit?: "MW" | "MVAr";
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_refs: string[];
                            assets: number[];
                            /** @description The accepted bid this instruction dispatches */
                            bid: number;
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            /** Format: date-time */
                            created: string;
                            /** Format: date-time */
                            end: string;
                            flex_provider: number;
                            flex_provider_name: string;
                            id: number;
                            /** @description The competition’s system operator (who sent the instruction) */
                            operator: number;
                            operator_name: string;
                            quantity: number;
                            /** Format: date-time */
                            responded: string | null;
                            response: ("accepted" | "rejected") | (never | null);
                            /** Format: date-time */
                            response_deadline: string;
                            /**
                             * Format: date-time
                             * @description When the provider receives it; null = sent at creation
                             */
                            send_at: string | null;
                            /** Format: date-time */
                            sent: string | null;
                            service_window: number;
                            /** Format: date-time */
                            start: string;
                            /** @description created (being created), scheduled (to be sent at send_at), awaiting response (sent; the provider answers before response_deadline), accepted, rejected, expired (no answer by the deadline), stop (stopped by the operator; final), unknown (not used by this server) */
                            status: "created" | "scheduled" | "awaiting response" | "accepted" | "rejected" | "expired" | "stop" | "unknown";
                            /** Format: date-time */
                            stopped: string | null;
                            unit: "MW" | "MVAr";
                            window_name: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dispatch/v1/stop/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop an instruction of your competition (final; allowed while scheduled, awaiting response or accepted and not yet ended). The provider is notified at once. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        instruction: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_refs: string[];
                            assets: number[];
                            /** @description The accepted bid this instruction dispatches */
                            bid: number;
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            /** Format: date-time */
                            created: string;
                            /** Format: date-time */
                            end: string;
                            flex_provider: number;
                            flex_provider_name: string;
                            id: number;
                            /** @description The competition’s system operator (who sent the instruction) */
                            operator: number;
                            operator_name: string;
                            quantity: number;
                            /** Format: date-time */
                            responded: string | null;
                            response: ("accepted" | "rejected") | (never | null);
                            /** Format: date-time */
                            response_deadline: string;
                            /**
                             * Format: date-time
                             * @description When the provider receives it; null = sent at creation
                             */
                            send_at: string | null;
                            /** Format: date-time */
                            sent: string | null;
                            service_window: number;
                            /** Format: date-time */
                            start: string;
                            /** @description created (being created), scheduled (to be sent at send_at), awaiting response (sent; the provider answers before response_deadline), accepted, rejected, expired (no answer by the deadline), stop (stopped by the operator; final), unknown (not used by this server) */
                            status: "created" | "scheduled" | "awaiting response" | "accepted" | "rejected" | "expired" | "stop" | "unknown";
                            /** Format: date-time */
                            stopped: string | null;
                            unit: "MW" | "MVAr";
                            window_name: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dispatch/v2/responses/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept or reject an instruction addressed to you, once, before its response deadline (final; 409 otherwise) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        instruction: number;
                        /** @description accepted or rejected; final */
                        response: "accepted" | "rejected";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_refs: string[];
                            assets: number[];
                            /** @description The accepted bid this instruction dispatches */
                            bid: number;
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            /** Format: date-time */
                            created: string;
                            /** Format: date-time */
                            end: string;
                            flex_provider: number;
                            flex_provider_name: string;
                            id: number;
                            /** @description The competition’s system operator (who sent the instruction) */
                            operator: number;
                            operator_name: string;
                            quantity: number;
                            /** Format: date-time */
                            responded: string | null;
                            response: ("accepted" | "rejected") | (never | null);
                            /** Format: date-time */
                            response_deadline: string;
                            /**
                             * Format: date-time
                             * @description When the provider receives it; null = sent at creation
                             */
                            send_at: string | null;
                            /** Format: date-time */
                            sent: string | null;
                            service_window: number;
                            /** Format: date-time */
                            start: string;
                            /** @description created (being created), scheduled (to be sent at send_at), awaiting response (sent; the provider answers before response_deadline), accepted, rejected, expired (no answer by the deadline), stop (stopped by the operator; final), unknown (not used by this server) */
                            status: "created" | "scheduled" | "awaiting response" | "accepted" | "rejected" | "expired" | "stop" | "unknown";
                            /** Format: date-time */
                            stopped: string | null;
                            unit: "MW" | "MVAr";
                            window_name: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dps/applications/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List dps/applications */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on dps_record (integer) */
                    dps_record?: string;
                    /** @description in filter on dps_record (integer) */
                    dps_record__in?: string;
                    /** @description Comma list of: sections, outcome, attachments. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description exact filter on flex_provider (integer) */
                    flex_provider?: string;
                    /** @description in filter on flex_provider (integer) */
                    flex_provider__in?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description exact filter on is_latest (boolean) */
                    is_latest?: string;
                    /** @description exact filter on is_submitted (boolean) */
                    is_submitted?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of: id, created, updated, submitted, status, flex_provider_name, system_operator_name; prefix - for descending. */
                    ordering?: string;
                    /** @description Comma list of: draft, pending, approved, rejected */
                    status?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Attachment ids; the attachments with expand=attachments */
                            attachments: (number | {
                                application: number;
                                content_type: string;
                                /** Format: date-time */
                                created: string;
                                description: string;
                                filename: string;
                                id: number;
                                /** Format: uuid */
                                key: string;
                                /** @description The file question answered */
                                question: string;
                                size: number;
                                uploaded_by: number | null;
                            })[];
                            /** Format: date-time */
                            created: string;
                            dps_record: number;
                            /** @description Shown, required questions still blank, by key */
                            errors: {
                                [key: string]: string[];
                            };
                            flex_provider: number;
                            flex_provider_name: string;
                            /** @description Help text by question key */
                            help_texts: {
                                [key: string]: string;
                            };
                            id: number;
                            is_latest: boolean;
                            is_submitted: boolean;
                            /** @description Outcome id (null while pending); the outcome with expand=outcome */
                            outcome: number | (never | null) | {
                                application: number;
                                /** Format: date-time */
                                created: string;
                                decision_made_by: number | null;
                                decision_made_by_name: string | null;
                                dps_record: number;
                                flex_provider: number;
                                id: number;
                                is_approved: boolean;
                                note: string;
                                system_operator: number;
                            };
                            /** @description Section numbers; the sections with their responses with expand=sections */
                            sections: (number | {
                                /** @description No shown, required question of the section is blank */
                                complete: boolean;
                                name: string;
                                number: number;
                                /** @description The section’s shown questions in order, with their answers (null when unanswered) */
                                responses: {
                                    is_file: boolean;
                                    key: string;
                                    question: string;
                                    /** @description Text, a choice’s value, true/false for yes-no questions and confirmations; a file question answers with its attachments’ file names */
                                    response: string | boolean | string[] | (never | null);
                                }[];
                                /** @description Saved at least once */
                                saved: boolean;
                                title: string;
                            })[];
                            /** @description draft (not submitted), pending (submitted, no outcome yet), approved, rejected */
                            status: "draft" | "pending" | "approved" | "rejected";
                            /** Format: date-time */
                            submitted: string | null;
                            submitted_by: number | null;
                            submitted_by_name: string | null;
                            system_operator: number;
                            system_operator_name: string;
                            /** Format: date-time */
                            updated: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        /** Start an application to an operator’s DPS record (after a rejection: a new one with the last answers and files). 409 while a draft or pending application exists, or once approved. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The DPS record (operator) to apply to */
                        dps_record: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachments: {
                                application: number;
                                content_type: string;
                                /** Format: date-time */
                                created: string;
                                description: string;
                                filename: string;
                                id: number;
                                /** Format: uuid */
                                key: string;
                                /** @description The file question answered */
                                question: string;
                                size: number;
                                uploaded_by: number | null;
                            }[];
                            /** Format: date-time */
                            created: string;
                            dps_record: number;
                            /** @description Shown, required questions still blank, by key */
                            errors: {
                                [key: string]: string[];
                            };
                            flex_provider: number;
                            flex_provider_name: string;
                            /** @description Help text by question key */
                            help_texts: {
                                [key: string]: string;
                            };
                            id: number;
                            is_latest: boolean;
                            is_submitted: boolean;
                            outcome: {
                                application: number;
                                /** Format: date-time */
                                created: string;
                                decision_made_by: number | null;
                                decision_made_by_name: string | null;
                                dps_record: number;
                                flex_provider: number;
                                id: number;
                                is_approved: boolean;
                                note: string;
                                system_operator: number;
                            } | null;
                            sections: {
                                /** @description No shown, required question of the section is blank */
                                complete: boolean;
                                name: string;
                                number: number;
                                /** @description The section’s shown questions in order, with their answers (null when unanswered) */
                                responses: {
                                    is_file: boolean;
                                    key: string;
                                    question: string;
                                    /** @description Text, a choice’s value, true/false for yes-no questions and confirmations; a file question answers with its attachments’ file names */
                                    response: string | boolean | string[] | (never | null);
                                }[];
                                /** @description Saved at least once */
                                saved: boolean;
                                title: string;
                            }[];
                            /** @description draft (not submitted), pending (submitted, no outcome yet), approved, rejected */
                            status: "draft" | "pending" | "approved" | "rejected";
                            /** Format: date-time */
                            submitted: string | null;
                            submitted_by: number | null;
                            submitted_by_name: string | null;
                            system_operator: number;
                            system_operator_name: string;
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dps/applications/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of dps/applications */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: sections, outcome, attachments. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Attachment ids; the attachments with expand=attachments */
                            attachments: (number | {
                                application: number;
                                content_type: string;
                                /** Format: date-time */
                                created: string;
                                description: string;
                                filename: string;
                                id: number;
                                /** Format: uuid */
                                key: string;
                                /** @description The file question answered */
                                question: string;
                                size: number;
                                uploaded_by: number | null;
                            })[];
                            /** Format: date-time */
                            created: string;
                            dps_record: number;
                            /** @description Shown, required questions still blank, by key */
                            errors: {
                                [key: string]: string[];
                            };
                            flex_provider: number;
                            flex_provider_name: string;
                            /** @description Help text by question key */
                            help_texts: {
                                [key: string]: string;
                            };
                            id: number;
                            is_latest: boolean;
                            is_submitted: boolean;
                            /** @description Outcome id (null while pending); the outcome with expand=outcome */
                            outcome: number | (never | null) | {
                                application: number;
                                /** Format: date-time */
                                created: string;
                                decision_made_by: number | null;
                                decision_made_by_name: string | null;
                                dps_record: number;
                                flex_provider: number;
                                id: number;
                                is_approved: boolean;
                                note: string;
                                system_operator: number;
                            };
                            /** @description Section numbers; the sections with their responses with expand=sections */
                            sections: (number | {
                                /** @description No shown, required question of the section is blank */
                                complete: boolean;
                                name: string;
                                number: number;
                                /** @description The section’s shown questions in order, with their answers (null when unanswered) */
                                responses: {
                                    is_file: boolean;
                                    key: string;
                                    question: string;
                                    /** @description Text, a choice’s value, true/false for yes-no questions and confirmations; a file question answers with its attachments’ file names */
                                    response: string | boolean | string[] | (never | null);
                                }[];
                                /** @description Saved at least once */
                                saved: boolean;
                                title: string;
                            })[];
                            /** @description draft (not submitted), pending (submitted, no outcome yet), approved, rejected */
                            status: "draft" | "pending" | "approved" | "rejected";
                            /** Format: date-time */
                            submitted: string | null;
                            submitted_by: number | null;
                            submitted_by_name: string | null;
                            system_operator: number;
                            system_operator_name: string;
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dps/applications/{id}/attachments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a file to a file question of your draft application (multipart: question, description?, file)
         * @description A PDF, image, Office document or text file (judged by its bytes), at most the upload limit (413 beyond); with CLAMD_URL set it is scanned for viruses. `question` must be a file question of the questionnaire. 404 when the application is not yours, 409 once it is submitted.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        description?: string;
                        /** Format: binary */
                        file: string;
                        /** @description The file question’s key, e.g. audit_documents */
                        question: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            application: number;
                            content_type: string;
                            /** Format: date-time */
                            created: string;
                            description: string;
                            filename: string;
                            id: number;
                            /** Format: uuid */
                            key: string;
                            /** @description The file question answered */
                            question: string;
                            size: number;
                            uploaded_by: number | null;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dps/applications/{id}/attachments/{key}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An attachment’s signed download link (presigned_url, valid 15 minutes, no auth header) and file name */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            filename: string;
                            /** @description A signed link to the file, valid for 15 minutes, opened without an auth header */
                            presigned_url: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Remove an attachment from your draft application */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dps/applications/{id}/sections/{number}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save one section (stage) of your draft as it is: {name, responses: [{key, response}]}. Bad answers are a 400 per field and nothing is saved; blank required questions are listed on the application’s errors. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    number: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The section’s name, e.g. contracting */
                        name: string;
                        responses: {
                            /** @description Ignored: file questions are answered by uploading attachments */
                            is_file?: boolean;
                            key: string;
                            /** @description Ignored: the question text comes from the DPS record */
                            question?: string;
                            /** @description Text, a choice’s value, true/false for yes-no questions and confirmations; a file question answers with its attachments’ file names */
                            response: string | boolean | string[] | (never | null);
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachments: {
                                application: number;
                                content_type: string;
                                /** Format: date-time */
                                created: string;
                                description: string;
                                filename: string;
                                id: number;
                                /** Format: uuid */
                                key: string;
                                /** @description The file question answered */
                                question: string;
                                size: number;
                                uploaded_by: number | null;
                            }[];
                            /** Format: date-time */
                            created: string;
                            dps_record: number;
                            /** @description Shown, required questions still blank, by key */
                            errors: {
                                [key: string]: string[];
                            };
                            flex_provider: number;
                            flex_provider_name: string;
                            /** @description Help text by question key */
                            help_texts: {
                                [key: string]: string;
                            };
                            id: number;
                            is_latest: boolean;
                            is_submitted: boolean;
                            /** @description Outcome id (null while pending); the outcome with expand=outcome */
                            outcome: number | (never | null) | {
                                application: number;
                                /** Format: date-time */
                                created: string;
                                decision_made_by: number | null;
                                decision_made_by_name: string | null;
                                dps_record: number;
                                flex_provider: number;
                                id: number;
                                is_approved: boolean;
                                note: string;
                                system_operator: number;
                            };
                            sections: {
                                /** @description No shown, required question of the section is blank */
                                complete: boolean;
                                name: string;
                                number: number;
                                /** @description The section’s shown questions in order, with their answers (null when unanswered) */
                                responses: {
                                    is_file: boolean;
                                    key: string;
                                    question: string;
                                    /** @description Text, a choice’s value, true/false for yes-no questions and confirmations; a file question answers with its attachments’ file names */
                                    response: string | boolean | string[] | (never | null);
                                }[];
                                /** @description Saved at least once */
                                saved: boolean;
                                title: string;
                            }[];
                            /** @description draft (not submitted), pending (submitted, no outcome yet), approved, rejected */
                            status: "draft" | "pending" | "approved" | "rejected";
                            /** Format: date-time */
                            submitted: string | null;
                            submitted_by: number | null;
                            submitted_by_name: string | null;
                            system_operator: number;
                            system_operator_name: string;
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dps/applications/{id}/submit/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit your draft application: every shown, required question answered (400 per field and a detail naming the stages otherwise); 409 once submitted */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachments: {
                                application: number;
                                content_type: string;
                                /** Format: date-time */
                                created: string;
                                description: string;
                                filename: string;
                                id: number;
                                /** Format: uuid */
                                key: string;
                                /** @description The file question answered */
                                question: string;
                                size: number;
                                uploaded_by: number | null;
                            }[];
                            /** Format: date-time */
                            created: string;
                            dps_record: number;
                            /** @description Shown, required questions still blank, by key */
                            errors: {
                                [key: string]: string[];
                            };
                            flex_provider: number;
                            flex_provider_name: string;
                            /** @description Help text by question key */
                            help_texts: {
                                [key: string]: string;
                            };
                            id: number;
                            is_latest: boolean;
                            is_submitted: boolean;
                            outcome: {
                                application: number;
                                /** Format: date-time */
                                created: string;
                                decision_made_by: number | null;
                                decision_made_by_name: string | null;
                                dps_record: number;
                                flex_provider: number;
                                id: number;
                                is_approved: boolean;
                                note: string;
                                system_operator: number;
                            } | null;
                            sections: {
                                /** @description No shown, required question of the section is blank */
                                complete: boolean;
                                name: string;
                                number: number;
                                /** @description The section’s shown questions in order, with their answers (null when unanswered) */
                                responses: {
                                    is_file: boolean;
                                    key: string;
                                    question: string;
                                    /** @description Text, a choice’s value, true/false for yes-no questions and confirmations; a file question answers with its attachments’ file names */
                                    response: string | boolean | string[] | (never | null);
                                }[];
                                /** @description Saved at least once */
                                saved: boolean;
                                title: string;
                            }[];
                            /** @description draft (not submitted), pending (submitted, no outcome yet), approved, rejected */
                            status: "draft" | "pending" | "approved" | "rejected";
                            /** Format: date-time */
                            submitted: string | null;
                            submitted_by: number | null;
                            submitted_by_name: string | null;
                            system_operator: number;
                            system_operator_name: string;
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dps/attachments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List dps/attachments */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on application (integer) */
                    application?: string;
                    /** @description in filter on application (integer) */
                    application__in?: string;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of: id, created, filename; prefix - for descending. */
                    ordering?: string;
                    /** @description exact filter on question (string) */
                    question?: string;
                    /** @description in filter on question (string) */
                    question__in?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            application: number;
                            content_type: string;
                            /** Format: date-time */
                            created: string;
                            description: string;
                            filename: string;
                            id: number;
                            /** Format: uuid */
                            key: string;
                            /** @description The file question answered */
                            question: string;
                            size: number;
                            uploaded_by: number | null;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dps/attachments/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of dps/attachments */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            application: number;
                            content_type: string;
                            /** Format: date-time */
                            created: string;
                            description: string;
                            filename: string;
                            id: number;
                            /** Format: uuid */
                            key: string;
                            /** @description The file question answered */
                            question: string;
                            size: number;
                            uploaded_by: number | null;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dps/files/{key}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An attachment by its signed link (presigned_url; no auth header)
         * @description Links are signed for one attachment and expire 15 minutes after they were given: a changed or expired link is 403.
         */
        get: {
            parameters: {
                query: {
                    expires: number;
                    signature: string;
                };
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file as attached */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dps/outcomes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List dps/outcomes */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on application (integer) */
                    application?: string;
                    /** @description exact filter on application__dps_record (integer) */
                    application__dps_record?: string;
                    /** @description in filter on application__dps_record (integer) */
                    application__dps_record__in?: string;
                    /** @description in filter on application (integer) */
                    application__in?: string;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description exact filter on is_approved (boolean) */
                    is_approved?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of: id, created; prefix - for descending. */
                    ordering?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            application: number;
                            /** Format: date-time */
                            created: string;
                            decision_made_by: number | null;
                            decision_made_by_name: string | null;
                            dps_record: number;
                            flex_provider: number;
                            id: number;
                            is_approved: boolean;
                            note: string;
                            system_operator: number;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        /** Approve or reject a pending application to your DPS, with a note (required to reject). Final; the provider is e-mailed. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        application: number;
                        is_approved: boolean;
                        /** @description Sent to the provider; required to reject */
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            application: number;
                            /** Format: date-time */
                            created: string;
                            decision_made_by: number | null;
                            decision_made_by_name: string | null;
                            dps_record: number;
                            flex_provider: number;
                            id: number;
                            is_approved: boolean;
                            note: string;
                            system_operator: number;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dps/outcomes/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of dps/outcomes */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            application: number;
                            /** Format: date-time */
                            created: string;
                            decision_made_by: number | null;
                            decision_made_by_name: string | null;
                            dps_record: number;
                            flex_provider: number;
                            id: number;
                            is_approved: boolean;
                            note: string;
                            system_operator: number;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dps/records/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List dps/records */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of: id, name, created, system_operator_name; prefix - for descending. */
                    ordering?: string;
                    /** @description exact filter on system_operator (integer) */
                    system_operator?: string;
                    /** @description in filter on system_operator (integer) */
                    system_operator__in?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            created: string;
                            definitions: {
                                fields: {
                                    [key: string]: {
                                        default?: string;
                                        help_text?: string;
                                        is_file: boolean;
                                        max_length?: number;
                                        options?: {
                                            label: string;
                                            value: string;
                                        }[];
                                        question: string;
                                        /** @description Must be answered when shown; a false yes-no answer counts as an answer */
                                        required: boolean;
                                        /** @description Shown when any condition holds; always shown without */
                                        show_if?: {
                                            field: string;
                                            /** @description Shown when that question (itself shown) holds one of these answers */
                                            values: (string | boolean)[];
                                        }[];
                                        type: "text" | "textarea" | "boolean" | "choice" | "country" | "year" | "url" | "file" | "confirm";
                                    };
                                };
                                sections: {
                                    /** @description contracting, assets, audit, organisation, submit */
                                    name: string;
                                    number: number;
                                    sub_sections: {
                                        fields: string[];
                                        number: number;
                                        title: string;
                                    }[];
                                    title: string;
                                }[];
                                version: string;
                            };
                            id: number;
                            name: string;
                            reference: string;
                            system_operator: number;
                            system_operator_name: string;
                            /** Format: date-time */
                            updated: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dps/records/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of dps/records */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            created: string;
                            definitions: {
                                fields: {
                                    [key: string]: {
                                        default?: string;
                                        help_text?: string;
                                        is_file: boolean;
                                        max_length?: number;
                                        options?: {
                                            label: string;
                                            value: string;
                                        }[];
                                        question: string;
                                        /** @description Must be answered when shown; a false yes-no answer counts as an answer */
                                        required: boolean;
                                        /** @description Shown when any condition holds; always shown without */
                                        show_if?: {
                                            field: string;
                                            /** @description Shown when that question (itself shown) holds one of these answers */
                                            values: (string | boolean)[];
                                        }[];
                                        type: "text" | "textarea" | "boolean" | "choice" | "country" | "year" | "url" | "file" | "confirm";
                                    };
                                };
                                sections: {
                                    /** @description contracting, assets, audit, organisation, submit */
                                    name: string;
                                    number: number;
                                    sub_sections: {
                                        fields: string[];
                                        number: number;
                                        title: string;
                                    }[];
                                    title: string;
                                }[];
                                version: string;
                            };
                            id: number;
                            name: string;
                            reference: string;
                            system_operator: number;
                            system_operator_name: string;
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My organisation’s events
         * @description The events whose org_ids include the caller’s organisation, oldest first, after the id `after` — what `events/stream/` sends, for catching up without a stream. Empty for a user without an organisation.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Only events with a greater id (the last id you have). */
                    after?: number;
                    /** @description At most this many (default 100, at most 1000). */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            created: string;
                            data: {
                                [key: string]: unknown;
                            };
                            /** @description Grows in commit order: the SSE `id:` and the value to send back as Last-Event-ID. */
                            id: number;
                            /** @description The organisations the event is for (the operator of the competition and the addressed provider). */
                            org_ids: number[];
                            /** @description What happened. dispatch.instruction.*: `data.instruction` is the instruction as dispatch/v1/instructions/ answers it; responded adds `data.response`. */
                            type: "dispatch.instruction.created" | "dispatch.instruction.stopped" | "dispatch.instruction.responded" | "dispatch.instruction.expired" | "invoice.issued" | "settlement.report.published" | "settlement.dispute.updated" | "alert.triggered" | "alert.digest";
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/stream/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My organisation’s events, live (server-sent events)
         * @description A `text/event-stream` of the events whose org_ids include the caller’s organisation: each as `id:` (the event id), `event:` (its type) and `data:` (the event as JSON, as `events/` lists it); a comment line every 15 s keeps the connection open. Send `Accept: text/event-stream` (406 otherwise) and the usual `Authorization: Bearer` header. After a reconnection, send the last id received as the `Last-Event-ID` header (or `last_event_id`): the events after it are sent first, then the live ones, none twice and none missed. The stream ends when the token expires or the server shuts down; reconnect (with a fresh token).
         */
        get: {
            parameters: {
                query?: {
                    /** @description As the Last-Event-ID header (which wins): the events after this id are sent first. */
                    last_event_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The event stream. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/features/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Names of the enabled feature flags */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/downloads/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An uploaded file by its signed link (download_url; no auth header)
         * @description Links are signed for one file and expire 15 minutes after the status answer that gave them: a changed or expired link is 403. A file that processing refused (status Error or User Permission Error) is never served: 410.
         */
        get: {
            parameters: {
                query: {
                    expires: number;
                    signature: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file as uploaded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/templates/{kind}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The CSV template of a kind: its header and an example row
         * @description Content-Disposition names it flexmarket-<kind>-template.csv. UTF-8 with a byte-order mark (so spreadsheets read accents right), comma separated, CRLF. Same access as uploading that kind (403); unknown kind 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description bids: a competition id; the template lists its service windows, one prefilled row each. */
                    competition?: string;
                };
                header?: never;
                path: {
                    kind: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CSV text */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/upload/{kind}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a CSV file of a kind (multipart: org_id, file); it is processed in the background
         * @description multipart/form-data with `org_id` (your organisation) and `file` (the CSV, at most 5 MB; 413 beyond). The content decides, not the name: ZIP/Excel, PDF, programs, images and other binary files are refused (400). You must belong to org_id (403) and hold the kind’s permission (403); an unknown kind is 404. Answers 201 with the status resource (status Uploaded, stage received done); poll GET files/uploads/{id}/ until `done`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    kind: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The CSV file (UTF-8, `,` or `;` separated).
                         */
                        file: string;
                        /** @description Your organisation’s id. */
                        org_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Short code of status: u Uploaded, r Ready, e Error, f User Permission Error. */
                            code: "u" | "r" | "e" | "f";
                            /** Format: date-time */
                            created: string;
                            /** @description True once every stage is done (Ready) or a failure is final (Error, User Permission Error). Poll until true. */
                            done: boolean;
                            /** @description Signed link to the stored file (no auth header), valid 15 minutes from this answer; null once processing refused the file (Error, User Permission Error). */
                            download_url: string | null;
                            /** @description What is wrong, per row (at most 200; the failed stage’s message gives the total). */
                            errors: {
                                /** @description Spreadsheet column letter (A, B, …). */
                                column?: string;
                                /** @description The column’s header name. */
                                field?: string;
                                message: string;
                                /** @description The row as a spreadsheet numbers it: the header is row 1, the first data row is row 2. */
                                row: number;
                            }[];
                            /** @description The uploader’s file name (as given; never used to store or judge the file). */
                            filename: string;
                            id: number;
                            /** @description The processing job (GET jobs/{id}/). */
                            job: string | null;
                            /** @description What the file holds, e.g. competitions. */
                            kind: string;
                            /** @description The organisation it was uploaded for. */
                            organisation: number;
                            /** @description What the kind created, e.g. {"created": [ids]} (Ready only). */
                            result: {
                                [key: string]: unknown;
                            } | null;
                            /** @description Bytes. */
                            size: number;
                            /** @description received → scanned → parsed → applied, in order. */
                            stages: {
                                /**
                                 * Format: date-time
                                 * @description When the stage reached this state.
                                 */
                                at?: string;
                                message?: string;
                                /** @description received: the bytes are stored; scanned: size, content type, UTF-8, spreadsheet formulas and (when configured) the virus scanner; parsed: the CSV is read and every row checked; applied: everything is written in one transaction. */
                                name: "received" | "scanned" | "parsed" | "applied";
                                /** @description pending, running, done, or failed (with a message). */
                                state: "pending" | "running" | "done" | "failed";
                            }[];
                            /** @description Uploaded: stored and being processed (see stages; it counts as finished only when `done`). Ready: every stage done, the rows are applied (`result`). Error: refused — binary or non-UTF-8 content, a formula cell, a virus, a bad header or row (`errors`), or processing failed on every retry; nothing was written. User Permission Error: the uploader lacks the permission (or left the organisation) when the file was processed; nothing was written. */
                            status: "Uploaded" | "Ready" | "Error" | "User Permission Error";
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/uploads/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List files/uploads */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on code (string) */
                    code?: string;
                    /** @description in filter on code (string) */
                    code__in?: string;
                    /** @description exact filter on done (boolean) */
                    done?: string;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description exact filter on kind (string) */
                    kind?: string;
                    /** @description in filter on kind (string) */
                    kind__in?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of: id, created, updated, kind, status; prefix - for descending. */
                    ordering?: string;
                    /** @description exact filter on status (string) */
                    status?: string;
                    /** @description in filter on status (string) */
                    status__in?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Short code of status: u Uploaded, r Ready, e Error, f User Permission Error. */
                            code: "u" | "r" | "e" | "f";
                            /** Format: date-time */
                            created: string;
                            /** @description True once every stage is done (Ready) or a failure is final (Error, User Permission Error). Poll until true. */
                            done: boolean;
                            /** @description Signed link to the stored file (no auth header), valid 15 minutes from this answer; null once processing refused the file (Error, User Permission Error). */
                            download_url: string | null;
                            /** @description What is wrong, per row (at most 200; the failed stage’s message gives the total). */
                            errors: {
                                /** @description Spreadsheet column letter (A, B, …). */
                                column?: string;
                                /** @description The column’s header name. */
                                field?: string;
                                message: string;
                                /** @description The row as a spreadsheet numbers it: the header is row 1, the first data row is row 2. */
                                row: number;
                            }[];
                            /** @description The uploader’s file name (as given; never used to store or judge the file). */
                            filename: string;
                            id: number;
                            /** @description The processing job (GET jobs/{id}/). */
                            job: string | null;
                            /** @description What the file holds, e.g. competitions. */
                            kind: string;
                            /** @description The organisation it was uploaded for. */
                            organisation: number;
                            /** @description What the kind created, e.g. {"created": [ids]} (Ready only). */
                            result: {
                                [key: string]: unknown;
                            } | null;
                            /** @description Bytes. */
                            size: number;
                            /** @description received → scanned → parsed → applied, in order. */
                            stages: {
                                /**
                                 * Format: date-time
                                 * @description When the stage reached this state.
                                 */
                                at?: string;
                                message?: string;
                                /** @description received: the bytes are stored; scanned: size, content type, UTF-8, spreadsheet formulas and (when configured) the virus scanner; parsed: the CSV is read and every row checked; applied: everything is written in one transaction. */
                                name: "received" | "scanned" | "parsed" | "applied";
                                /** @description pending, running, done, or failed (with a message). */
                                state: "pending" | "running" | "done" | "failed";
                            }[];
                            /** @description Uploaded: stored and being processed (see stages; it counts as finished only when `done`). Ready: every stage done, the rows are applied (`result`). Error: refused — binary or non-UTF-8 content, a formula cell, a virus, a bad header or row (`errors`), or processing failed on every retry; nothing was written. User Permission Error: the uploader lacks the permission (or left the organisation) when the file was processed; nothing was written. */
                            status: "Uploaded" | "Ready" | "Error" | "User Permission Error";
                            /** Format: date-time */
                            updated: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/uploads/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of files/uploads */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Short code of status: u Uploaded, r Ready, e Error, f User Permission Error. */
                            code: "u" | "r" | "e" | "f";
                            /** Format: date-time */
                            created: string;
                            /** @description True once every stage is done (Ready) or a failure is final (Error, User Permission Error). Poll until true. */
                            done: boolean;
                            /** @description Signed link to the stored file (no auth header), valid 15 minutes from this answer; null once processing refused the file (Error, User Permission Error). */
                            download_url: string | null;
                            /** @description What is wrong, per row (at most 200; the failed stage’s message gives the total). */
                            errors: {
                                /** @description Spreadsheet column letter (A, B, …). */
                                column?: string;
                                /** @description The column’s header name. */
                                field?: string;
                                message: string;
                                /** @description The row as a spreadsheet numbers it: the header is row 1, the first data row is row 2. */
                                row: number;
                            }[];
                            /** @description The uploader’s file name (as given; never used to store or judge the file). */
                            filename: string;
                            id: number;
                            /** @description The processing job (GET jobs/{id}/). */
                            job: string | null;
                            /** @description What the file holds, e.g. competitions. */
                            kind: string;
                            /** @description The organisation it was uploaded for. */
                            organisation: number;
                            /** @description What the kind created, e.g. {"created": [ids]} (Ready only). */
                            result: {
                                [key: string]: unknown;
                            } | null;
                            /** @description Bytes. */
                            size: number;
                            /** @description received → scanned → parsed → applied, in order. */
                            stages: {
                                /**
                                 * Format: date-time
                                 * @description When the stage reached this state.
                                 */
                                at?: string;
                                message?: string;
                                /** @description received: the bytes are stored; scanned: size, content type, UTF-8, spreadsheet formulas and (when configured) the virus scanner; parsed: the CSV is read and every row checked; applied: everything is written in one transaction. */
                                name: "received" | "scanned" | "parsed" | "applied";
                                /** @description pending, running, done, or failed (with a message). */
                                state: "pending" | "running" | "done" | "failed";
                            }[];
                            /** @description Uploaded: stored and being processed (see stages; it counts as finished only when `done`). Ready: every stage done, the rows are applied (`result`). Error: refused — binary or non-UTF-8 content, a formula cell, a virus, a bad header or row (`errors`), or processing failed on every retry; nothing was written. User Permission Error: the uploader lacks the permission (or left the organisation) when the file was processed; nothing was written. */
                            status: "Uploaded" | "Ready" | "Error" | "User Permission Error";
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/assetdatagaps/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider’s active assets that fail qualification for missing data (location, voltage, or capacity in the needed direction), with what is missing and for which competitions */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description Only assets missing this: location, voltage_level or capacity */
                    missing?: string;
                    offset?: number;
                    /** @description Part of the ref or name */
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active_export_capacity: number;
                            active_import_capacity: number;
                            asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            /** @description Competitions the asset lies in that it fails for missing data (none for an asset without a location) */
                            competitions: {
                                id: number;
                                missing: ("location" | "voltage_level" | "active_export_capacity" | "active_import_capacity" | "reactive_export_capacity" | "reactive_import_capacity")[];
                                name: string;
                                reference: string;
                                status: string;
                            }[];
                            /** @description The flex asset */
                            id: number;
                            location: {
                                coordinates: number[];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            /** @description What to complete: location, voltage_level, or a capacity field a competition needs above 0 */
                            missing: ("location" | "voltage_level" | "active_export_capacity" | "active_import_capacity" | "reactive_export_capacity" | "reactive_import_capacity")[];
                            name: string;
                            postcode: string;
                            reactive_export_capacity: number;
                            reactive_import_capacity: number;
                            ref: string;
                            /** @description kV */
                            voltage_level: number | null;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/assetoverviews/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Map pins: a provider’s own assets (with reasons when not matching); an operator’s qualifying assets */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Live competitions it qualifies for (omitted when none) */
                            competitions?: number[];
                            details: {
                                /** @description MW; omitted when 0 */
                                active_export_capacity?: number;
                                /** @description MW; omitted when 0 */
                                active_import_capacity?: number;
                                asset_category: string;
                                asset_type: string;
                                /** @description Providers only */
                                name?: string | null;
                                /** @description MVAr; omitted when 0 */
                                reactive_export_capacity?: number;
                                /** @description MVAr; omitted when 0 */
                                reactive_import_capacity?: number;
                                /** @description Providers only */
                                ref?: string | null;
                                voltage_level: number | null;
                            };
                            id: number;
                            /** @description [lon, lat] */
                            location: number[];
                            /** @description Qualifies for a live competition */
                            matching: boolean;
                            /** @description Why it qualifies nowhere (providers only; omitted when matching) */
                            reasons?: string[];
                            /** @description Asset type */
                            type: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/assets/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List flex/assets */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on asset_category (string) */
                    asset_category?: string;
                    /** @description in filter on asset_category (string) */
                    asset_category__in?: string;
                    /** @description exact filter on asset_type (string) */
                    asset_type?: string;
                    /** @description in filter on asset_type (string) */
                    asset_type__in?: string;
                    /** @description Assets located in this competition (a qualification row exists); none for a competition you may not see */
                    competition?: number;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description Comma-joined ids (max 1000) */
                    flex_asset_ids?: string;
                    /** @description exact filter on flex_provider (integer) */
                    flex_provider?: string;
                    /** @description in filter on flex_provider (integer) */
                    flex_provider__in?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description exact filter on is_active (boolean) */
                    is_active?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    /** @description exact filter on name (string) */
                    name?: string;
                    /** @description icontains filter on name (string) */
                    name__icontains?: string;
                    offset?: number;
                    /** @description Comma list of: id, ref, name, created, updated, voltage_level, asset_type, asset_category, status, postcode, is_active, active_export_capacity, active_import_capacity, reactive_export_capacity, reactive_import_capacity, export_meter_id, import_meter_id; prefix - for descending. */
                    ordering?: string;
                    /** @description exact filter on postcode (string) */
                    postcode?: string;
                    /** @description icontains filter on postcode (string) */
                    postcode__icontains?: string;
                    /** @description True: qualifies for a live competition you may see */
                    qualified?: boolean;
                    /** @description exact filter on ref (string) */
                    ref?: string;
                    /** @description icontains filter on ref (string) */
                    ref__icontains?: string;
                    /** @description Text in the ref, name, postcode, export or import meter id (case-insensitive) */
                    search?: string;
                    /** @description exact filter on status (string) */
                    status?: string;
                    /** @description in filter on status (string) */
                    status__in?: string;
                    /** @description exact filter on voltage_level (number) */
                    voltage_level?: string;
                    /** @description gte filter on voltage_level (number) */
                    voltage_level__gte?: string;
                    /** @description in filter on voltage_level (number) */
                    voltage_level__in?: string;
                    /** @description lte filter on voltage_level (number) */
                    voltage_level__lte?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description MW */
                            active_export_capacity: number;
                            /** @description MW */
                            active_import_capacity: number;
                            asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            /** Format: date-time */
                            created: string;
                            export_meter_id: string | null;
                            flex_provider: number;
                            id: number;
                            import_meter_id: string | null;
                            is_active: boolean;
                            located_by: ("postcode" | "point") | (never | null);
                            location: {
                                coordinates: number[];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            name: string;
                            planned: boolean;
                            postcode: string;
                            /** @description Live competitions the asset qualifies for */
                            qualifying_competitions: number[];
                            /** @description MVAr */
                            reactive_export_capacity: number;
                            /** @description MVAr */
                            reactive_import_capacity: number;
                            ref: string;
                            status: "operational" | "commissioning" | "maintenance" | "decommissioned";
                            /** Format: date-time */
                            updated: string;
                            /** @description kV */
                            voltage_level: number | null;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        /** Create in flex/assets */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        active_export_capacity?: number;
                        active_import_capacity?: number;
                        asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                        asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                        export_meter_id?: string | null;
                        import_meter_id?: string | null;
                        location?: {
                            coordinates: number[];
                            /** @enum {string} */
                            type: "Point";
                        } | null;
                        name: string;
                        postcode?: string;
                        reactive_export_capacity?: number;
                        reactive_import_capacity?: number;
                        ref: string;
                        status?: "operational" | "commissioning" | "maintenance" | "decommissioned";
                        /** @description kV */
                        voltage_level?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description MW */
                            active_export_capacity: number;
                            /** @description MW */
                            active_import_capacity: number;
                            asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            /** Format: date-time */
                            created: string;
                            export_meter_id: string | null;
                            flex_provider: number;
                            id: number;
                            import_meter_id: string | null;
                            is_active: boolean;
                            located_by: ("postcode" | "point") | (never | null);
                            location: {
                                coordinates: number[];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            name: string;
                            planned: boolean;
                            postcode: string;
                            /** @description Live competitions the asset qualifies for */
                            qualifying_competitions: number[];
                            /** @description MVAr */
                            reactive_export_capacity: number;
                            /** @description MVAr */
                            reactive_import_capacity: number;
                            ref: string;
                            status: "operational" | "commissioning" | "maintenance" | "decommissioned";
                            /** Format: date-time */
                            updated: string;
                            /** @description kV */
                            voltage_level: number | null;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/assets/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of flex/assets */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description MW */
                            active_export_capacity: number;
                            /** @description MW */
                            active_import_capacity: number;
                            asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            /** Format: date-time */
                            created: string;
                            export_meter_id: string | null;
                            flex_provider: number;
                            id: number;
                            import_meter_id: string | null;
                            is_active: boolean;
                            located_by: ("postcode" | "point") | (never | null);
                            location: {
                                coordinates: number[];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            name: string;
                            planned: boolean;
                            postcode: string;
                            /** @description Live competitions the asset qualifies for */
                            qualifying_competitions: number[];
                            /** @description MVAr */
                            reactive_export_capacity: number;
                            /** @description MVAr */
                            reactive_import_capacity: number;
                            ref: string;
                            status: "operational" | "commissioning" | "maintenance" | "decommissioned";
                            /** Format: date-time */
                            updated: string;
                            /** @description kV */
                            voltage_level: number | null;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        /** Replace one of flex/assets */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        active_export_capacity?: number;
                        active_import_capacity?: number;
                        asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                        asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                        export_meter_id?: string | null;
                        import_meter_id?: string | null;
                        location?: {
                            coordinates: number[];
                            /** @enum {string} */
                            type: "Point";
                        } | null;
                        name: string;
                        postcode?: string;
                        reactive_export_capacity?: number;
                        reactive_import_capacity?: number;
                        ref: string;
                        status?: "operational" | "commissioning" | "maintenance" | "decommissioned";
                        /** @description kV */
                        voltage_level?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description MW */
                            active_export_capacity: number;
                            /** @description MW */
                            active_import_capacity: number;
                            asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            /** Format: date-time */
                            created: string;
                            export_meter_id: string | null;
                            flex_provider: number;
                            id: number;
                            import_meter_id: string | null;
                            is_active: boolean;
                            located_by: ("postcode" | "point") | (never | null);
                            location: {
                                coordinates: number[];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            name: string;
                            planned: boolean;
                            postcode: string;
                            /** @description Live competitions the asset qualifies for */
                            qualifying_competitions: number[];
                            /** @description MVAr */
                            reactive_export_capacity: number;
                            /** @description MVAr */
                            reactive_import_capacity: number;
                            ref: string;
                            status: "operational" | "commissioning" | "maintenance" | "decommissioned";
                            /** Format: date-time */
                            updated: string;
                            /** @description kV */
                            voltage_level: number | null;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete one of flex/assets */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update one of flex/assets */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        active_export_capacity?: number;
                        active_import_capacity?: number;
                        asset_category?: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                        asset_type?: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                        export_meter_id?: string | null;
                        import_meter_id?: string | null;
                        location?: {
                            coordinates: number[];
                            /** @enum {string} */
                            type: "Point";
                        } | null;
                        name?: string;
                        postcode?: string;
                        reactive_export_capacity?: number;
                        reactive_import_capacity?: number;
                        ref?: string;
                        status?: "operational" | "commissioning" | "maintenance" | "decommissioned";
                        /** @description kV */
                        voltage_level?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description MW */
                            active_export_capacity: number;
                            /** @description MW */
                            active_import_capacity: number;
                            asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            /** Format: date-time */
                            created: string;
                            export_meter_id: string | null;
                            flex_provider: number;
                            id: number;
                            import_meter_id: string | null;
                            is_active: boolean;
                            located_by: ("postcode" | "point") | (never | null);
                            location: {
                                coordinates: number[];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            name: string;
                            planned: boolean;
                            postcode: string;
                            /** @description Live competitions the asset qualifies for */
                            qualifying_competitions: number[];
                            /** @description MVAr */
                            reactive_export_capacity: number;
                            /** @description MVAr */
                            reactive_import_capacity: number;
                            ref: string;
                            status: "operational" | "commissioning" | "maintenance" | "decommissioned";
                            /** Format: date-time */
                            updated: string;
                            /** @description kV */
                            voltage_level: number | null;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/flex/assets/{id}/set_inactive/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate an asset (it stops qualifying) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description MW */
                            active_export_capacity: number;
                            /** @description MW */
                            active_import_capacity: number;
                            asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            /** Format: date-time */
                            created: string;
                            export_meter_id: string | null;
                            flex_provider: number;
                            id: number;
                            import_meter_id: string | null;
                            is_active: boolean;
                            located_by: ("postcode" | "point") | (never | null);
                            location: {
                                coordinates: number[];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            name: string;
                            planned: boolean;
                            postcode: string;
                            /** @description Live competitions the asset qualifies for */
                            qualifying_competitions: number[];
                            /** @description MVAr */
                            reactive_export_capacity: number;
                            /** @description MVAr */
                            reactive_import_capacity: number;
                            ref: string;
                            status: "operational" | "commissioning" | "maintenance" | "decommissioned";
                            /** Format: date-time */
                            updated: string;
                            /** @description kV */
                            voltage_level: number | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/assets/bulk/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bulk create in flex/assets (max 250) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        active_export_capacity?: number;
                        active_import_capacity?: number;
                        asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                        asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                        export_meter_id?: string | null;
                        import_meter_id?: string | null;
                        location?: {
                            coordinates: number[];
                            /** @enum {string} */
                            type: "Point";
                        } | null;
                        name: string;
                        postcode?: string;
                        reactive_export_capacity?: number;
                        reactive_import_capacity?: number;
                        ref: string;
                        status?: "operational" | "commissioning" | "maintenance" | "decommissioned";
                        /** @description kV */
                        voltage_level?: number | null;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description MW */
                            active_export_capacity: number;
                            /** @description MW */
                            active_import_capacity: number;
                            asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            /** Format: date-time */
                            created: string;
                            export_meter_id: string | null;
                            flex_provider: number;
                            id: number;
                            import_meter_id: string | null;
                            is_active: boolean;
                            located_by: ("postcode" | "point") | (never | null);
                            location: {
                                coordinates: number[];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            name: string;
                            planned: boolean;
                            postcode: string;
                            /** @description Live competitions the asset qualifies for */
                            qualifying_competitions: number[];
                            /** @description MVAr */
                            reactive_export_capacity: number;
                            /** @description MVAr */
                            reactive_import_capacity: number;
                            ref: string;
                            status: "operational" | "commissioning" | "maintenance" | "decommissioned";
                            /** Format: date-time */
                            updated: string;
                            /** @description kV */
                            voltage_level: number | null;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        /** Bulk update in flex/assets (max 250) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        active_export_capacity?: number;
                        active_import_capacity?: number;
                        asset_category?: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                        asset_type?: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                        export_meter_id?: string | null;
                        id: number;
                        import_meter_id?: string | null;
                        location?: {
                            coordinates: number[];
                            /** @enum {string} */
                            type: "Point";
                        } | null;
                        name?: string;
                        postcode?: string;
                        reactive_export_capacity?: number;
                        reactive_import_capacity?: number;
                        ref?: string;
                        status?: "operational" | "commissioning" | "maintenance" | "decommissioned";
                        /** @description kV */
                        voltage_level?: number | null;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description MW */
                            active_export_capacity: number;
                            /** @description MW */
                            active_import_capacity: number;
                            asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            /** Format: date-time */
                            created: string;
                            export_meter_id: string | null;
                            flex_provider: number;
                            id: number;
                            import_meter_id: string | null;
                            is_active: boolean;
                            located_by: ("postcode" | "point") | (never | null);
                            location: {
                                coordinates: number[];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            name: string;
                            planned: boolean;
                            postcode: string;
                            /** @description Live competitions the asset qualifies for */
                            qualifying_competitions: number[];
                            /** @description MVAr */
                            reactive_export_capacity: number;
                            /** @description MVAr */
                            reactive_import_capacity: number;
                            ref: string;
                            status: "operational" | "commissioning" | "maintenance" | "decommissioned";
                            /** Format: date-time */
                            updated: string;
                            /** @description kV */
                            voltage_level: number | null;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/flex/assetsummary/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Provider: its assets located in the competition, each with eligibility_status and reasons (paginated). Operator: one row of counts. */
        get: {
            parameters: {
                query: {
                    competition: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Provider: AssetSummaryRow items; operator: one AssetSummaryCounts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": ({
                            /** @description MW; null for a planned asset */
                            active_export_capacity: number | null;
                            /** @description MW; null for a planned asset */
                            active_import_capacity: number | null;
                            asset_category: string | null;
                            asset_type: string | null;
                            /** @description Planned assets only: which capacity capacity_value is */
                            capacity_type: string | null;
                            /** @description Planned assets only (MW or MVAr by capacity_type) */
                            capacity_value: number | null;
                            competition: number;
                            eligibility_status: string;
                            /** @description The asset id (flex or planned) */
                            flex_asset: number;
                            /** @description The qualification id */
                            id: number;
                            name: string | null;
                            override_reason: string | null;
                            planned: boolean;
                            /** @description MVAr; null for a planned asset */
                            reactive_export_capacity: number | null;
                            /** @description MVAr; null for a planned asset */
                            reactive_import_capacity: number | null;
                            reasons: {
                                code: string;
                                details?: {
                                    [key: string]: unknown;
                                };
                                message: string;
                            }[];
                            ref: string | null;
                            /** @description kV */
                            voltage_level: number | null;
                        } | {
                            competition: number;
                            disqualified: number;
                            eligible: number;
                            ineligible: number;
                            planned_qualifying: number;
                            providers: number;
                            qualified: number;
                            qualifying: number;
                            qualifying_active_export_mw: number;
                            qualifying_active_import_mw: number;
                            /** @description Qualifying flex assets (eligible or qualified) */
                            total: number;
                        })[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/assetunavailability/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List flex/assetunavailability */
        get: {
            parameters: {
                query?: {
                    /** @description True: records not yet over (ending after now); false: past ones */
                    current?: boolean;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description exact filter on flex_asset (integer) */
                    flex_asset?: string;
                    /** @description in filter on flex_asset (integer) */
                    flex_asset__in?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of: id, unavailable_from, unavailable_to, asset_ref, created, updated; prefix - for descending. */
                    ordering?: string;
                    /** @description Text in the asset ref or name, or in the reason */
                    search?: string;
                    /** @description gte filter on unavailable_from (datetime) */
                    unavailable_from__gte?: string;
                    /** @description lte filter on unavailable_from (datetime) */
                    unavailable_from__lte?: string;
                    /** @description gte filter on unavailable_to (datetime) */
                    unavailable_to__gte?: string;
                    /** @description lte filter on unavailable_to (datetime) */
                    unavailable_to__lte?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_name: string;
                            asset_ref: string;
                            /** Format: date-time */
                            created: string;
                            flex_asset: number;
                            flex_provider: number;
                            id: number;
                            reason: string;
                            /** Format: date-time */
                            unavailable_from: string;
                            /** Format: date-time */
                            unavailable_to: string;
                            /** Format: date-time */
                            updated: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        /** Create in flex/assetunavailability */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description One of your assets */
                        flex_asset: number;
                        reason: string;
                        /**
                         * Format: date-time
                         * @description ISO date-time the asset stops being available
                         */
                        unavailable_from: string;
                        /**
                         * Format: date-time
                         * @description ISO date-time it is available again (after unavailable_from)
                         */
                        unavailable_to: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_name: string;
                            asset_ref: string;
                            /** Format: date-time */
                            created: string;
                            flex_asset: number;
                            flex_provider: number;
                            id: number;
                            reason: string;
                            /** Format: date-time */
                            unavailable_from: string;
                            /** Format: date-time */
                            unavailable_to: string;
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/assetunavailability/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of flex/assetunavailability */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_name: string;
                            asset_ref: string;
                            /** Format: date-time */
                            created: string;
                            flex_asset: number;
                            flex_provider: number;
                            id: number;
                            reason: string;
                            /** Format: date-time */
                            unavailable_from: string;
                            /** Format: date-time */
                            unavailable_to: string;
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        /** Replace one of flex/assetunavailability */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description One of your assets */
                        flex_asset: number;
                        reason: string;
                        /**
                         * Format: date-time
                         * @description ISO date-time the asset stops being available
                         */
                        unavailable_from: string;
                        /**
                         * Format: date-time
                         * @description ISO date-time it is available again (after unavailable_from)
                         */
                        unavailable_to: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_name: string;
                            asset_ref: string;
                            /** Format: date-time */
                            created: string;
                            flex_asset: number;
                            flex_provider: number;
                            id: number;
                            reason: string;
                            /** Format: date-time */
                            unavailable_from: string;
                            /** Format: date-time */
                            unavailable_to: string;
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete one of flex/assetunavailability */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update one of flex/assetunavailability */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description One of your assets */
                        flex_asset?: number;
                        reason?: string;
                        /**
                         * Format: date-time
                         * @description ISO date-time the asset stops being available
                         */
                        unavailable_from?: string;
                        /**
                         * Format: date-time
                         * @description ISO date-time it is available again (after unavailable_from)
                         */
                        unavailable_to?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_name: string;
                            asset_ref: string;
                            /** Format: date-time */
                            created: string;
                            flex_asset: number;
                            flex_provider: number;
                            id: number;
                            reason: string;
                            /** Format: date-time */
                            unavailable_from: string;
                            /** Format: date-time */
                            unavailable_to: string;
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/flex/assetunavailability/bulk/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bulk create in flex/assetunavailability (max 250) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description One of your assets */
                        flex_asset: number;
                        reason: string;
                        /**
                         * Format: date-time
                         * @description ISO date-time the asset stops being available
                         */
                        unavailable_from: string;
                        /**
                         * Format: date-time
                         * @description ISO date-time it is available again (after unavailable_from)
                         */
                        unavailable_to: string;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_name: string;
                            asset_ref: string;
                            /** Format: date-time */
                            created: string;
                            flex_asset: number;
                            flex_provider: number;
                            id: number;
                            reason: string;
                            /** Format: date-time */
                            unavailable_from: string;
                            /** Format: date-time */
                            unavailable_to: string;
                            /** Format: date-time */
                            updated: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        /** Bulk update in flex/assetunavailability (max 250) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description One of your assets */
                        flex_asset?: number;
                        id: number;
                        reason?: string;
                        /**
                         * Format: date-time
                         * @description ISO date-time the asset stops being available
                         */
                        unavailable_from?: string;
                        /**
                         * Format: date-time
                         * @description ISO date-time it is available again (after unavailable_from)
                         */
                        unavailable_to?: string;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_name: string;
                            asset_ref: string;
                            /** Format: date-time */
                            created: string;
                            flex_asset: number;
                            flex_provider: number;
                            id: number;
                            reason: string;
                            /** Format: date-time */
                            unavailable_from: string;
                            /** Format: date-time */
                            unavailable_to: string;
                            /** Format: date-time */
                            updated: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/flex/competitionboundaries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List flex/competitionboundaries */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on competition (integer) */
                    competition?: string;
                    /** @description in filter on competition (integer) */
                    competition__in?: string;
                    /** @description Comma list of: none. */
                    expand?: string;
                    fidelity?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of: id; prefix - for descending. */
                    ordering?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            area_km2: number;
                            /** @description [minLon, minLat, maxLon, maxLat] */
                            bbox: number[];
                            boundary: {
                                coordinates: number[][][][];
                                /** @enum {string} */
                                type: "MultiPolygon";
                            };
                            /** @description internal: swapped into boundary when fidelity=high */
                            boundary_high?: unknown;
                            buffer: number;
                            competition: number;
                            fidelity: string;
                            id: number;
                            vertex_count: number;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/competitionboundaries/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of flex/competitionboundaries */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            area_km2: number;
                            /** @description [minLon, minLat, maxLon, maxLat] */
                            bbox: number[];
                            boundary: {
                                coordinates: number[][][][];
                                /** @enum {string} */
                                type: "MultiPolygon";
                            };
                            /** @description internal: swapped into boundary when fidelity=high */
                            boundary_high?: unknown;
                            buffer: number;
                            competition: number;
                            fidelity: string;
                            id: number;
                            vertex_count: number;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/competitionconfirmations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List flex/competitionconfirmations */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on competition (integer) */
                    competition?: string;
                    /** @description in filter on competition (integer) */
                    competition__in?: string;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description exact filter on kind (string) */
                    kind?: string;
                    /** @description in filter on kind (string) */
                    kind__in?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of: id, created; prefix - for descending. */
                    ordering?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            confirmed_by: number | null;
                            /** Format: date-time */
                            created: string;
                            id: number;
                            kind: "entry" | "results";
                            organisation: number;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/competitionconfirmations/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of flex/competitionconfirmations */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            confirmed_by: number | null;
                            /** Format: date-time */
                            created: string;
                            id: number;
                            kind: "entry" | "results";
                            organisation: number;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/competitionconfirmations/bulk_confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Provider: confirm entry (all qualifying assets) in up to 50 qualifying/open competitions. Operator: confirm the results of its closed competitions. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        competition_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            /** @description The confirmation row id */
                            confirmation: number | null;
                            /** @description Assets entered (providers); 0 for an operator’s results confirmation */
                            flex_assets: number;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/competitionentries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List flex/competitionentries */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on competition (integer) */
                    competition?: string;
                    /** @description in filter on competition (integer) */
                    competition__in?: string;
                    competition_status?: string;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of: id, created, updated, competition; prefix - for descending. */
                    ordering?: string;
                    /** @description exact filter on status (string) */
                    status?: string;
                    /** @description in filter on status (string) */
                    status__in?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            competition_status: string;
                            confirmed_by: number | null;
                            /** Format: date-time */
                            created: string;
                            flex_assets: number[];
                            flex_provider: number;
                            id: number;
                            status: "confirmed" | "withdrawn";
                            /** Format: date-time */
                            updated: string;
                            withdrawn: boolean;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        /** Confirm entry with assets (empty list withdraws); one entry per provider and competition */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        competition: number;
                        /** @description Empty = withdraw */
                        flex_assets: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            competition_status: string;
                            confirmed_by: number | null;
                            /** Format: date-time */
                            created: string;
                            flex_assets: number[];
                            flex_provider: number;
                            id: number;
                            status: "confirmed" | "withdrawn";
                            /** Format: date-time */
                            updated: string;
                            withdrawn: boolean;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/competitionentries/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of flex/competitionentries */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            competition_status: string;
                            confirmed_by: number | null;
                            /** Format: date-time */
                            created: string;
                            flex_assets: number[];
                            flex_provider: number;
                            id: number;
                            status: "confirmed" | "withdrawn";
                            /** Format: date-time */
                            updated: string;
                            withdrawn: boolean;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/competitionentries/{id}/withdraw/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw the entry (competition qualifying or open) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            competition_status: string;
                            confirmed_by: number | null;
                            /** Format: date-time */
                            created: string;
                            flex_assets: number[];
                            flex_provider: number;
                            id: number;
                            status: "confirmed" | "withdrawn";
                            /** Format: date-time */
                            updated: string;
                            withdrawn: boolean;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/competitions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List flex/competitions */
        get: {
            parameters: {
                query?: {
                    boundary_fidelity?: string;
                    /** @description Comma-joined ids (max 1000) */
                    competition_ids?: string;
                    /** @description exact filter on competition_type (string) */
                    competition_type?: string;
                    /** @description in filter on competition_type (string) */
                    competition_type__in?: string;
                    /** @description Comma list of: operator, boundary, service_periods, confirmation, qualifyingAssets, counts. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    from_status?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description True: archived competitions too */
                    include_archived?: boolean;
                    /** @description exact filter on is_active (boolean) */
                    is_active?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    /** @description exact filter on name (string) */
                    name?: string;
                    /** @description icontains filter on name (string) */
                    name__icontains?: string;
                    /** @description exact filter on need_direction (string) */
                    need_direction?: string;
                    /** @description in filter on need_direction (string) */
                    need_direction__in?: string;
                    offset?: number;
                    /** @description exact filter on operator (integer) */
                    operator?: string;
                    /** @description in filter on operator (integer) */
                    operator__in?: string;
                    /** @description Comma list of: id, name, reference, status, created, updated, qualification_open, qualification_closed, open, closed; prefix - for descending. */
                    ordering?: string;
                    /** @description exact filter on power_type (string) */
                    power_type?: string;
                    /** @description in filter on power_type (string) */
                    power_type__in?: string;
                    /** @description exact filter on qualification_type (string) */
                    qualification_type?: string;
                    /** @description in filter on qualification_type (string) */
                    qualification_type__in?: string;
                    /** @description exact filter on reference (string) */
                    reference?: string;
                    /** @description icontains filter on reference (string) */
                    reference__icontains?: string;
                    /** @description True: only competitions with a boundary */
                    require_boundary?: boolean;
                    /** @description Text in the name or the reference (case-insensitive) */
                    search?: string;
                    /** @description Status, or a comma list */
                    status?: string;
                    /** @description Status, or a comma list */
                    status__in?: string;
                    /** @description exact filter on tag (string) */
                    tag?: string;
                    /** @description in filter on tag (string) */
                    tag__in?: string;
                    to_status?: string;
                    /** @description kV: competitions whose connection voltage range contains it */
                    voltage?: number;
                    /** @description Status, or a comma list */
                    with_status?: string;
                    /** @description An operator id (the caller’s own): competitions in its operating area (feature e163) */
                    within_operators_area?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            archive_on: string | null;
                            /** @description GSP region ids */
                            area_refs: number[];
                            availability_guide_price: number | null;
                            /** @description Boundary id; object with expand=boundary (boundary_fidelity=low|high) */
                            boundary: number | (never | null) | {
                                boundary: {
                                    coordinates: number[][][][];
                                    /** @enum {string} */
                                    type: "MultiPolygon";
                                };
                                /** @description km */
                                buffer: number;
                                competition: number;
                                fidelity: "low" | "high";
                                id: number;
                            };
                            /** @description km */
                            boundary_buffer: number;
                            /** Format: date-time */
                            closed: string | null;
                            competition_type: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                            /** @description with expand=confirmation: the caller’s own confirmation (entry or results), null when none */
                            confirmation: {
                                competition: number;
                                confirmed_by: number | null;
                                /** Format: date-time */
                                created: string;
                                id: number;
                                kind: "entry" | "results";
                                organisation: number;
                            } | null;
                            contact: string;
                            /** @description with expand=counts: qualifying assets (eligible or qualified, flex and planned), confirmed entries, active ballots; a provider counts its own only */
                            counts: {
                                bids: number;
                                entries: number;
                                qualifying_assets: number;
                            } | null;
                            /** Format: date-time */
                            created: string;
                            currency: string;
                            description: string;
                            dps_record_reference: string | null;
                            /** @description The competition whose qualified/disqualified asset overrides were copied on creation */
                            duplicate_asset_overrides_from_competition: number | null;
                            /** @description Whether its operator may still change its terms (until bidding opens); after that only name, description and contact */
                            editable: boolean;
                            fixed_price: boolean;
                            gsp_groups: string[];
                            /** @description Public-holiday calendar the windows follow (date-holidays): England, Wales, Scotland or Northern Ireland */
                            holiday_calendar: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                            id: number;
                            is_active: boolean;
                            max_connection_voltage: number | null;
                            maximum_budget: number | null;
                            min_connection_voltage: number | null;
                            minimum_budget: number | null;
                            name: string;
                            need_direction: "excess" | "deficit" | "import" | "export";
                            need_type: string | null;
                            /** Format: date-time */
                            open: string | null;
                            /** @description Operator id; the operator with expand=operator */
                            operator: number | {
                                brand_colour: string | null;
                                id: number;
                                is_active: boolean;
                                is_max_org: boolean;
                                name: string;
                                /** @description GSP group codes of the licence area */
                                operating_area: string[];
                                slug: string;
                            };
                            /** @description Postcode districts the area was given by */
                            postcodes: string[];
                            power_type: "active_power" | "reactive_power";
                            /** Format: date-time */
                            qualification_closed: string | null;
                            /** Format: date-time */
                            qualification_open: string | null;
                            /** @description 'piclo_stac' marks a day-ahead competition */
                            qualification_type: "standard" | "piclo_stac";
                            /** @description with expand=qualifyingAssets: qualifying assets the caller may see (its own for a provider) */
                            qualifyingAssets: {
                                total_count: number;
                            } | null;
                            reference: string;
                            service_fee: number | null;
                            /** @description Ids; objects with expand=service_periods (and .windows) */
                            service_periods: (number | {
                                competition: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                end: string;
                                id: number;
                                name: string;
                                /** @description [start, end] */
                                period_dates: string[];
                                /** @description with expand=service_periods.windows (same as windows) */
                                service_windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                start: string;
                                /** @description with expand=service_periods.windows */
                                windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                            })[];
                            /** @description Computed from the dates against the current time */
                            status: "incomplete" | "pending" | "qualifying" | "qualified" | "open" | "closed" | "archived";
                            tag: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                            /** Format: date-time */
                            updated: string;
                            utilisation_guide_price: number | null;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        /** Create in flex/competitions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        archive_on?: string | null;
                        area_refs?: number[];
                        availability_guide_price?: number | null;
                        /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                        boundary?: {
                            coordinates: unknown[];
                            type: "Polygon" | "MultiPolygon";
                        } | null;
                        boundary_buffer?: number;
                        /** Format: date-time */
                        closed?: string | null;
                        competition_type?: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                        contact?: string;
                        description?: string;
                        dps_record_reference?: string | null;
                        /** @description One of your competitions: its asset overrides are copied on creation */
                        duplicate_asset_overrides_from_competition?: number | null;
                        fixed_price?: boolean;
                        /** @description Default: GB-SCT when the whole area is in Scotland, else GB-ENG */
                        holiday_calendar?: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                        /** @description kV */
                        max_connection_voltage?: number | null;
                        maximum_budget?: number | null;
                        /** @description kV */
                        min_connection_voltage?: number | null;
                        minimum_budget?: number | null;
                        name: string;
                        need_direction?: "excess" | "deficit" | "import" | "export";
                        need_type?: string | null;
                        /** Format: date-time */
                        open?: string | null;
                        /** @description Postcode districts (or full postcodes): their GSP regions join area_refs */
                        postcodes?: string[];
                        power_type?: "active_power" | "reactive_power";
                        /** Format: date-time */
                        qualification_closed?: string | null;
                        /** Format: date-time */
                        qualification_open?: string | null;
                        qualification_type?: "standard" | "piclo_stac";
                        reference: string;
                        service_fee?: number | null;
                        service_periods?: {
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            end: string;
                            name: string;
                            service_windows?: {
                                available_hours_override?: number | null;
                                capacity_required?: number;
                                dispatch_duration?: string | null;
                                dispatch_estimate?: number | null;
                                /** @description HH:MM (24-hour) */
                                end_time: string;
                                fixed_availability_price?: number | null;
                                fixed_service_fee?: number | null;
                                fixed_utilisation_price?: number | null;
                                /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                                holiday_handling?: "Ignore" | "Exclude" | "Only";
                                minimum_aggregate_asset_size?: number | null;
                                minimum_run_time?: string | null;
                                name: string;
                                required_response_time?: string | null;
                                service_days?: number[];
                                /** @description HH:MM (24-hour) */
                                start_time: string;
                            }[];
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            start: string;
                        }[];
                        tag?: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                        utilisation_guide_price?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            archive_on: string | null;
                            /** @description GSP region ids */
                            area_refs: number[];
                            availability_guide_price: number | null;
                            /** @description Boundary id; object with expand=boundary (boundary_fidelity=low|high) */
                            boundary: number | (never | null) | {
                                boundary: {
                                    coordinates: number[][][][];
                                    /** @enum {string} */
                                    type: "MultiPolygon";
                                };
                                /** @description km */
                                buffer: number;
                                competition: number;
                                fidelity: "low" | "high";
                                id: number;
                            };
                            /** @description km */
                            boundary_buffer: number;
                            /** Format: date-time */
                            closed: string | null;
                            competition_type: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                            /** @description with expand=confirmation: the caller’s own confirmation (entry or results), null when none */
                            confirmation: {
                                competition: number;
                                confirmed_by: number | null;
                                /** Format: date-time */
                                created: string;
                                id: number;
                                kind: "entry" | "results";
                                organisation: number;
                            } | null;
                            contact: string;
                            /** @description with expand=counts: qualifying assets (eligible or qualified, flex and planned), confirmed entries, active ballots; a provider counts its own only */
                            counts: {
                                bids: number;
                                entries: number;
                                qualifying_assets: number;
                            } | null;
                            /** Format: date-time */
                            created: string;
                            currency: string;
                            description: string;
                            dps_record_reference: string | null;
                            /** @description The competition whose qualified/disqualified asset overrides were copied on creation */
                            duplicate_asset_overrides_from_competition: number | null;
                            /** @description Whether its operator may still change its terms (until bidding opens); after that only name, description and contact */
                            editable: boolean;
                            fixed_price: boolean;
                            gsp_groups: string[];
                            /** @description Public-holiday calendar the windows follow (date-holidays): England, Wales, Scotland or Northern Ireland */
                            holiday_calendar: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                            id: number;
                            is_active: boolean;
                            max_connection_voltage: number | null;
                            maximum_budget: number | null;
                            min_connection_voltage: number | null;
                            minimum_budget: number | null;
                            name: string;
                            need_direction: "excess" | "deficit" | "import" | "export";
                            need_type: string | null;
                            /** Format: date-time */
                            open: string | null;
                            /** @description Operator id; the operator with expand=operator */
                            operator: number | {
                                brand_colour: string | null;
                                id: number;
                                is_active: boolean;
                                is_max_org: boolean;
                                name: string;
                                /** @description GSP group codes of the licence area */
                                operating_area: string[];
                                slug: string;
                            };
                            /** @description Postcode districts the area was given by */
                            postcodes: string[];
                            power_type: "active_power" | "reactive_power";
                            /** Format: date-time */
                            qualification_closed: string | null;
                            /** Format: date-time */
                            qualification_open: string | null;
                            /** @description 'piclo_stac' marks a day-ahead competition */
                            qualification_type: "standard" | "piclo_stac";
                            /** @description with expand=qualifyingAssets: qualifying assets the caller may see (its own for a provider) */
                            qualifyingAssets: {
                                total_count: number;
                            } | null;
                            reference: string;
                            service_fee: number | null;
                            /** @description Ids; objects with expand=service_periods (and .windows) */
                            service_periods: (number | {
                                competition: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                end: string;
                                id: number;
                                name: string;
                                /** @description [start, end] */
                                period_dates: string[];
                                /** @description with expand=service_periods.windows (same as windows) */
                                service_windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                start: string;
                                /** @description with expand=service_periods.windows */
                                windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                            })[];
                            /** @description Computed from the dates against the current time */
                            status: "incomplete" | "pending" | "qualifying" | "qualified" | "open" | "closed" | "archived";
                            tag: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                            /** Format: date-time */
                            updated: string;
                            utilisation_guide_price: number | null;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/competitions/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of flex/competitions */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: operator, boundary, service_periods, confirmation, qualifyingAssets, counts. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description True: an archived competition too (providers and plain users) */
                    include_archived?: boolean;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            archive_on: string | null;
                            /** @description GSP region ids */
                            area_refs: number[];
                            availability_guide_price: number | null;
                            /** @description Boundary id; object with expand=boundary (boundary_fidelity=low|high) */
                            boundary: number | (never | null) | {
                                boundary: {
                                    coordinates: number[][][][];
                                    /** @enum {string} */
                                    type: "MultiPolygon";
                                };
                                /** @description km */
                                buffer: number;
                                competition: number;
                                fidelity: "low" | "high";
                                id: number;
                            };
                            /** @description km */
                            boundary_buffer: number;
                            /** Format: date-time */
                            closed: string | null;
                            competition_type: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                            /** @description with expand=confirmation: the caller’s own confirmation (entry or results), null when none */
                            confirmation: {
                                competition: number;
                                confirmed_by: number | null;
                                /** Format: date-time */
                                created: string;
                                id: number;
                                kind: "entry" | "results";
                                organisation: number;
                            } | null;
                            contact: string;
                            /** @description with expand=counts: qualifying assets (eligible or qualified, flex and planned), confirmed entries, active ballots; a provider counts its own only */
                            counts: {
                                bids: number;
                                entries: number;
                                qualifying_assets: number;
                            } | null;
                            /** Format: date-time */
                            created: string;
                            currency: string;
                            description: string;
                            dps_record_reference: string | null;
                            /** @description The competition whose qualified/disqualified asset overrides were copied on creation */
                            duplicate_asset_overrides_from_competition: number | null;
                            /** @description Whether its operator may still change its terms (until bidding opens); after that only name, description and contact */
                            editable: boolean;
                            fixed_price: boolean;
                            gsp_groups: string[];
                            /** @description Public-holiday calendar the windows follow (date-holidays): England, Wales, Scotland or Northern Ireland */
                            holiday_calendar: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                            id: number;
                            is_active: boolean;
                            max_connection_voltage: number | null;
                            maximum_budget: number | null;
                            min_connection_voltage: number | null;
                            minimum_budget: number | null;
                            name: string;
                            need_direction: "excess" | "deficit" | "import" | "export";
                            need_type: string | null;
                            /** Format: date-time */
                            open: string | null;
                            /** @description Operator id; the operator with expand=operator */
                            operator: number | {
                                brand_colour: string | null;
                                id: number;
                                is_active: boolean;
                                is_max_org: boolean;
                                name: string;
                                /** @description GSP group codes of the licence area */
                                operating_area: string[];
                                slug: string;
                            };
                            /** @description Postcode districts the area was given by */
                            postcodes: string[];
                            power_type: "active_power" | "reactive_power";
                            /** Format: date-time */
                            qualification_closed: string | null;
                            /** Format: date-time */
                            qualification_open: string | null;
                            /** @description 'piclo_stac' marks a day-ahead competition */
                            qualification_type: "standard" | "piclo_stac";
                            /** @description with expand=qualifyingAssets: qualifying assets the caller may see (its own for a provider) */
                            qualifyingAssets: {
                                total_count: number;
                            } | null;
                            reference: string;
                            service_fee: number | null;
                            /** @description Ids; objects with expand=service_periods (and .windows) */
                            service_periods: (number | {
                                competition: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                end: string;
                                id: number;
                                name: string;
                                /** @description [start, end] */
                                period_dates: string[];
                                /** @description with expand=service_periods.windows (same as windows) */
                                service_windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                start: string;
                                /** @description with expand=service_periods.windows */
                                windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                            })[];
                            /** @description Computed from the dates against the current time */
                            status: "incomplete" | "pending" | "qualifying" | "qualified" | "open" | "closed" | "archived";
                            tag: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                            /** Format: date-time */
                            updated: string;
                            utilisation_guide_price: number | null;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        /** Replace one of flex/competitions */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        archive_on: string | null;
                        area_refs?: number[];
                        availability_guide_price?: number | null;
                        /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                        boundary?: {
                            coordinates: unknown[];
                            type: "Polygon" | "MultiPolygon";
                        } | null;
                        boundary_buffer: number;
                        /** Format: date-time */
                        closed: string | null;
                        competition_type: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                        contact?: string;
                        description?: string;
                        dps_record_reference?: string | null;
                        fixed_price: boolean;
                        /** @description Default: GB-SCT when the whole area is in Scotland, else GB-ENG */
                        holiday_calendar?: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                        /** @description kV */
                        max_connection_voltage: number | null;
                        maximum_budget?: number | null;
                        /** @description kV */
                        min_connection_voltage: number | null;
                        minimum_budget?: number | null;
                        name: string;
                        need_direction: "excess" | "deficit" | "import" | "export";
                        need_type?: string | null;
                        /** Format: date-time */
                        open: string | null;
                        /** @description Postcode districts (or full postcodes): their GSP regions join area_refs */
                        postcodes?: string[];
                        power_type: "active_power" | "reactive_power";
                        /** Format: date-time */
                        qualification_closed: string | null;
                        /** Format: date-time */
                        qualification_open: string | null;
                        qualification_type: "standard" | "piclo_stac";
                        reference: string;
                        service_fee?: number | null;
                        /** @description When given, replaces every period and window */
                        service_periods?: {
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            end: string;
                            name: string;
                            service_windows?: {
                                available_hours_override?: number | null;
                                capacity_required?: number;
                                dispatch_duration?: string | null;
                                dispatch_estimate?: number | null;
                                /** @description HH:MM (24-hour) */
                                end_time: string;
                                fixed_availability_price?: number | null;
                                fixed_service_fee?: number | null;
                                fixed_utilisation_price?: number | null;
                                /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                                holiday_handling?: "Ignore" | "Exclude" | "Only";
                                minimum_aggregate_asset_size?: number | null;
                                minimum_run_time?: string | null;
                                name: string;
                                required_response_time?: string | null;
                                service_days?: number[];
                                /** @description HH:MM (24-hour) */
                                start_time: string;
                            }[];
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            start: string;
                        }[];
                        tag: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                        utilisation_guide_price?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            archive_on: string | null;
                            /** @description GSP region ids */
                            area_refs: number[];
                            availability_guide_price: number | null;
                            /** @description Boundary id; object with expand=boundary (boundary_fidelity=low|high) */
                            boundary: number | (never | null) | {
                                boundary: {
                                    coordinates: number[][][][];
                                    /** @enum {string} */
                                    type: "MultiPolygon";
                                };
                                /** @description km */
                                buffer: number;
                                competition: number;
                                fidelity: "low" | "high";
                                id: number;
                            };
                            /** @description km */
                            boundary_buffer: number;
                            /** Format: date-time */
                            closed: string | null;
                            competition_type: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                            /** @description with expand=confirmation: the caller’s own confirmation (entry or results), null when none */
                            confirmation: {
                                competition: number;
                                confirmed_by: number | null;
                                /** Format: date-time */
                                created: string;
                                id: number;
                                kind: "entry" | "results";
                                organisation: number;
                            } | null;
                            contact: string;
                            /** @description with expand=counts: qualifying assets (eligible or qualified, flex and planned), confirmed entries, active ballots; a provider counts its own only */
                            counts: {
                                bids: number;
                                entries: number;
                                qualifying_assets: number;
                            } | null;
                            /** Format: date-time */
                            created: string;
                            currency: string;
                            description: string;
                            dps_record_reference: string | null;
                            /** @description The competition whose qualified/disqualified asset overrides were copied on creation */
                            duplicate_asset_overrides_from_competition: number | null;
                            /** @description Whether its operator may still change its terms (until bidding opens); after that only name, description and contact */
                            editable: boolean;
                            fixed_price: boolean;
                            gsp_groups: string[];
                            /** @description Public-holiday calendar the windows follow (date-holidays): England, Wales, Scotland or Northern Ireland */
                            holiday_calendar: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                            id: number;
                            is_active: boolean;
                            max_connection_voltage: number | null;
                            maximum_budget: number | null;
                            min_connection_voltage: number | null;
                            minimum_budget: number | null;
                            name: string;
                            need_direction: "excess" | "deficit" | "import" | "export";
                            need_type: string | null;
                            /** Format: date-time */
                            open: string | null;
                            /** @description Operator id; the operator with expand=operator */
                            operator: number | {
                                brand_colour: string | null;
                                id: number;
                                is_active: boolean;
                                is_max_org: boolean;
                                name: string;
                                /** @description GSP group codes of the licence area */
                                operating_area: string[];
                                slug: string;
                            };
                            /** @description Postcode districts the area was given by */
                            postcodes: string[];
                            power_type: "active_power" | "reactive_power";
                            /** Format: date-time */
                            qualification_closed: string | null;
                            /** Format: date-time */
                            qualification_open: string | null;
                            /** @description 'piclo_stac' marks a day-ahead competition */
                            qualification_type: "standard" | "piclo_stac";
                            /** @description with expand=qualifyingAssets: qualifying assets the caller may see (its own for a provider) */
                            qualifyingAssets: {
                                total_count: number;
                            } | null;
                            reference: string;
                            service_fee: number | null;
                            /** @description Ids; objects with expand=service_periods (and .windows) */
                            service_periods: (number | {
                                competition: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                end: string;
                                id: number;
                                name: string;
                                /** @description [start, end] */
                                period_dates: string[];
                                /** @description with expand=service_periods.windows (same as windows) */
                                service_windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                start: string;
                                /** @description with expand=service_periods.windows */
                                windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                            })[];
                            /** @description Computed from the dates against the current time */
                            status: "incomplete" | "pending" | "qualifying" | "qualified" | "open" | "closed" | "archived";
                            tag: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                            /** Format: date-time */
                            updated: string;
                            utilisation_guide_price: number | null;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete one of flex/competitions */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update one of flex/competitions */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        archive_on?: string | null;
                        area_refs?: number[];
                        availability_guide_price?: number | null;
                        /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                        boundary?: {
                            coordinates: unknown[];
                            type: "Polygon" | "MultiPolygon";
                        } | null;
                        boundary_buffer?: number;
                        /** Format: date-time */
                        closed?: string | null;
                        competition_type?: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                        contact?: string;
                        description?: string;
                        dps_record_reference?: string | null;
                        fixed_price?: boolean;
                        /** @description Default: GB-SCT when the whole area is in Scotland, else GB-ENG */
                        holiday_calendar?: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                        /** @description kV */
                        max_connection_voltage?: number | null;
                        maximum_budget?: number | null;
                        /** @description kV */
                        min_connection_voltage?: number | null;
                        minimum_budget?: number | null;
                        name?: string;
                        need_direction?: "excess" | "deficit" | "import" | "export";
                        need_type?: string | null;
                        /** Format: date-time */
                        open?: string | null;
                        /** @description Postcode districts (or full postcodes): their GSP regions join area_refs */
                        postcodes?: string[];
                        power_type?: "active_power" | "reactive_power";
                        /** Format: date-time */
                        qualification_closed?: string | null;
                        /** Format: date-time */
                        qualification_open?: string | null;
                        qualification_type?: "standard" | "piclo_stac";
                        reference?: string;
                        service_fee?: number | null;
                        /** @description When given, replaces every period and window */
                        service_periods?: {
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            end: string;
                            name: string;
                            service_windows?: {
                                available_hours_override?: number | null;
                                capacity_required?: number;
                                dispatch_duration?: string | null;
                                dispatch_estimate?: number | null;
                                /** @description HH:MM (24-hour) */
                                end_time: string;
                                fixed_availability_price?: number | null;
                                fixed_service_fee?: number | null;
                                fixed_utilisation_price?: number | null;
                                /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                                holiday_handling?: "Ignore" | "Exclude" | "Only";
                                minimum_aggregate_asset_size?: number | null;
                                minimum_run_time?: string | null;
                                name: string;
                                required_response_time?: string | null;
                                service_days?: number[];
                                /** @description HH:MM (24-hour) */
                                start_time: string;
                            }[];
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            start: string;
                        }[];
                        tag?: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                        utilisation_guide_price?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            archive_on: string | null;
                            /** @description GSP region ids */
                            area_refs: number[];
                            availability_guide_price: number | null;
                            /** @description Boundary id; object with expand=boundary (boundary_fidelity=low|high) */
                            boundary: number | (never | null) | {
                                boundary: {
                                    coordinates: number[][][][];
                                    /** @enum {string} */
                                    type: "MultiPolygon";
                                };
                                /** @description km */
                                buffer: number;
                                competition: number;
                                fidelity: "low" | "high";
                                id: number;
                            };
                            /** @description km */
                            boundary_buffer: number;
                            /** Format: date-time */
                            closed: string | null;
                            competition_type: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                            /** @description with expand=confirmation: the caller’s own confirmation (entry or results), null when none */
                            confirmation: {
                                competition: number;
                                confirmed_by: number | null;
                                /** Format: date-time */
                                created: string;
                                id: number;
                                kind: "entry" | "results";
                                organisation: number;
                            } | null;
                            contact: string;
                            /** @description with expand=counts: qualifying assets (eligible or qualified, flex and planned), confirmed entries, active ballots; a provider counts its own only */
                            counts: {
                                bids: number;
                                entries: number;
                                qualifying_assets: number;
                            } | null;
                            /** Format: date-time */
                            created: string;
                            currency: string;
                            description: string;
                            dps_record_reference: string | null;
                            /** @description The competition whose qualified/disqualified asset overrides were copied on creation */
                            duplicate_asset_overrides_from_competition: number | null;
                            /** @description Whether its operator may still change its terms (until bidding opens); after that only name, description and contact */
                            editable: boolean;
                            fixed_price: boolean;
                            gsp_groups: string[];
                            /** @description Public-holiday calendar the windows follow (date-holidays): England, Wales, Scotland or Northern Ireland */
                            holiday_calendar: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                            id: number;
                            is_active: boolean;
                            max_connection_voltage: number | null;
                            maximum_budget: number | null;
                            min_connection_voltage: number | null;
                            minimum_budget: number | null;
                            name: string;
                            need_direction: "excess" | "deficit" | "import" | "export";
                            need_type: string | null;
                            /** Format: date-time */
                            open: string | null;
                            /** @description Operator id; the operator with expand=operator */
                            operator: number | {
                                brand_colour: string | null;
                                id: number;
                                is_active: boolean;
                                is_max_org: boolean;
                                name: string;
                                /** @description GSP group codes of the licence area */
                                operating_area: string[];
                                slug: string;
                            };
                            /** @description Postcode districts the area was given by */
                            postcodes: string[];
                            power_type: "active_power" | "reactive_power";
                            /** Format: date-time */
                            qualification_closed: string | null;
                            /** Format: date-time */
                            qualification_open: string | null;
                            /** @description 'piclo_stac' marks a day-ahead competition */
                            qualification_type: "standard" | "piclo_stac";
                            /** @description with expand=qualifyingAssets: qualifying assets the caller may see (its own for a provider) */
                            qualifyingAssets: {
                                total_count: number;
                            } | null;
                            reference: string;
                            service_fee: number | null;
                            /** @description Ids; objects with expand=service_periods (and .windows) */
                            service_periods: (number | {
                                competition: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                end: string;
                                id: number;
                                name: string;
                                /** @description [start, end] */
                                period_dates: string[];
                                /** @description with expand=service_periods.windows (same as windows) */
                                service_windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                start: string;
                                /** @description with expand=service_periods.windows */
                                windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                            })[];
                            /** @description Computed from the dates against the current time */
                            status: "incomplete" | "pending" | "qualifying" | "qualified" | "open" | "closed" | "archived";
                            tag: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                            /** Format: date-time */
                            updated: string;
                            utilisation_guide_price: number | null;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/flex/competitions/{id}/assets/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Operator: every asset located in its competition with eligibility, reasons and the owning provider’s name (operators only: providers never see each other’s names) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description MW; null for a planned asset */
                            active_export_capacity: number | null;
                            /** @description MW; null for a planned asset */
                            active_import_capacity: number | null;
                            asset_category: string;
                            asset_type: string;
                            /** @description Planned assets only */
                            capacity_type: string | null;
                            /** @description Planned assets only */
                            capacity_value: number | null;
                            competition: number;
                            computed_status: "eligible" | "ineligible";
                            eligibility_status: "eligible" | "ineligible" | "qualified" | "disqualified";
                            /** @description The asset id (flex or planned) */
                            flex_asset: number;
                            flex_provider: number;
                            /** @description The owning provider’s name (this route is the operator’s only) */
                            flex_provider_name: string;
                            /** @description The qualification id */
                            id: number;
                            /** @description [lon, lat] */
                            location: number[];
                            name: string;
                            override_reason: ("location" | "deadline" | "incomplete" | "withdrawn" | "requirements" | "capacity" | "unspecified" | "insufficient_experience" | "insufficient_financials") | (never | null);
                            override_status: ("qualified" | "disqualified") | (never | null);
                            planned: boolean;
                            /** @description MVAr; null for a planned asset */
                            reactive_export_capacity: number | null;
                            /** @description MVAr; null for a planned asset */
                            reactive_import_capacity: number | null;
                            reasons: {
                                code: string;
                                details?: {
                                    [key: string]: unknown;
                                };
                                message: string;
                            }[];
                            ref: string;
                            /** @description kV */
                            voltage_level: number | null;
                        }[];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/competitions/{id}/close_bidding/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close bidding now (the competition must be open): sets `closed` to the current time */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            archive_on: string | null;
                            /** @description GSP region ids */
                            area_refs: number[];
                            availability_guide_price: number | null;
                            /** @description Boundary id; object with expand=boundary (boundary_fidelity=low|high) */
                            boundary: number | (never | null) | {
                                boundary: {
                                    coordinates: number[][][][];
                                    /** @enum {string} */
                                    type: "MultiPolygon";
                                };
                                /** @description km */
                                buffer: number;
                                competition: number;
                                fidelity: "low" | "high";
                                id: number;
                            };
                            /** @description km */
                            boundary_buffer: number;
                            /** Format: date-time */
                            closed: string | null;
                            competition_type: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                            /** @description with expand=confirmation: the caller’s own confirmation (entry or results), null when none */
                            confirmation: {
                                competition: number;
                                confirmed_by: number | null;
                                /** Format: date-time */
                                created: string;
                                id: number;
                                kind: "entry" | "results";
                                organisation: number;
                            } | null;
                            contact: string;
                            /** @description with expand=counts: qualifying assets (eligible or qualified, flex and planned), confirmed entries, active ballots; a provider counts its own only */
                            counts: {
                                bids: number;
                                entries: number;
                                qualifying_assets: number;
                            } | null;
                            /** Format: date-time */
                            created: string;
                            currency: string;
                            description: string;
                            dps_record_reference: string | null;
                            /** @description The competition whose qualified/disqualified asset overrides were copied on creation */
                            duplicate_asset_overrides_from_competition: number | null;
                            /** @description Whether its operator may still change its terms (until bidding opens); after that only name, description and contact */
                            editable: boolean;
                            fixed_price: boolean;
                            gsp_groups: string[];
                            /** @description Public-holiday calendar the windows follow (date-holidays): England, Wales, Scotland or Northern Ireland */
                            holiday_calendar: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                            id: number;
                            is_active: boolean;
                            max_connection_voltage: number | null;
                            maximum_budget: number | null;
                            min_connection_voltage: number | null;
                            minimum_budget: number | null;
                            name: string;
                            need_direction: "excess" | "deficit" | "import" | "export";
                            need_type: string | null;
                            /** Format: date-time */
                            open: string | null;
                            /** @description Operator id; the operator with expand=operator */
                            operator: number | {
                                brand_colour: string | null;
                                id: number;
                                is_active: boolean;
                                is_max_org: boolean;
                                name: string;
                                /** @description GSP group codes of the licence area */
                                operating_area: string[];
                                slug: string;
                            };
                            /** @description Postcode districts the area was given by */
                            postcodes: string[];
                            power_type: "active_power" | "reactive_power";
                            /** Format: date-time */
                            qualification_closed: string | null;
                            /** Format: date-time */
                            qualification_open: string | null;
                            /** @description 'piclo_stac' marks a day-ahead competition */
                            qualification_type: "standard" | "piclo_stac";
                            /** @description with expand=qualifyingAssets: qualifying assets the caller may see (its own for a provider) */
                            qualifyingAssets: {
                                total_count: number;
                            } | null;
                            reference: string;
                            service_fee: number | null;
                            /** @description Ids; objects with expand=service_periods (and .windows) */
                            service_periods: (number | {
                                competition: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                end: string;
                                id: number;
                                name: string;
                                /** @description [start, end] */
                                period_dates: string[];
                                /** @description with expand=service_periods.windows (same as windows) */
                                service_windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                start: string;
                                /** @description with expand=service_periods.windows */
                                windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                            })[];
                            /** @description Computed from the dates against the current time */
                            status: "incomplete" | "pending" | "qualifying" | "qualified" | "open" | "closed" | "archived";
                            tag: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                            /** Format: date-time */
                            updated: string;
                            utilisation_guide_price: number | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/competitions/{id}/save_as_template/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save one of your competitions as a template (without its reference and dates) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description A competition create body without reference, the five dates and duplicate_asset_overrides_from_competition */
                            body: {
                                area_refs?: number[];
                                availability_guide_price?: number | null;
                                /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                                boundary?: {
                                    coordinates: unknown[];
                                    type: "Polygon" | "MultiPolygon";
                                } | null;
                                boundary_buffer?: number;
                                competition_type?: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                                contact?: string;
                                description?: string;
                                dps_record_reference?: string | null;
                                fixed_price?: boolean;
                                /** @description Default: GB-SCT when the whole area is in Scotland, else GB-ENG */
                                holiday_calendar?: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                                /** @description kV */
                                max_connection_voltage?: number | null;
                                maximum_budget?: number | null;
                                /** @description kV */
                                min_connection_voltage?: number | null;
                                minimum_budget?: number | null;
                                name?: string;
                                need_direction?: "excess" | "deficit" | "import" | "export";
                                need_type?: string | null;
                                /** @description Postcode districts (or full postcodes): their GSP regions join area_refs */
                                postcodes?: string[];
                                power_type?: "active_power" | "reactive_power";
                                qualification_type?: "standard" | "piclo_stac";
                                service_fee?: number | null;
                                service_periods?: {
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD, a real calendar date
                                     */
                                    end: string;
                                    name: string;
                                    service_windows?: {
                                        available_hours_override?: number | null;
                                        capacity_required?: number;
                                        dispatch_duration?: string | null;
                                        dispatch_estimate?: number | null;
                                        /** @description HH:MM (24-hour) */
                                        end_time: string;
                                        fixed_availability_price?: number | null;
                                        fixed_service_fee?: number | null;
                                        fixed_utilisation_price?: number | null;
                                        /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                                        holiday_handling?: "Ignore" | "Exclude" | "Only";
                                        minimum_aggregate_asset_size?: number | null;
                                        minimum_run_time?: string | null;
                                        name: string;
                                        required_response_time?: string | null;
                                        service_days?: number[];
                                        /** @description HH:MM (24-hour) */
                                        start_time: string;
                                    }[];
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD, a real calendar date
                                     */
                                    start: string;
                                }[];
                                tag?: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                                utilisation_guide_price?: number | null;
                            };
                            /** Format: date-time */
                            created: string;
                            created_by: number | null;
                            id: number;
                            name: string;
                            operator: number;
                            source_competition: number | null;
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/competitions/{id}/set_inactive/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw a competition from view (it stays for its operator) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            archive_on: string | null;
                            /** @description GSP region ids */
                            area_refs: number[];
                            availability_guide_price: number | null;
                            /** @description Boundary id; object with expand=boundary (boundary_fidelity=low|high) */
                            boundary: number | (never | null) | {
                                boundary: {
                                    coordinates: number[][][][];
                                    /** @enum {string} */
                                    type: "MultiPolygon";
                                };
                                /** @description km */
                                buffer: number;
                                competition: number;
                                fidelity: "low" | "high";
                                id: number;
                            };
                            /** @description km */
                            boundary_buffer: number;
                            /** Format: date-time */
                            closed: string | null;
                            competition_type: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                            /** @description with expand=confirmation: the caller’s own confirmation (entry or results), null when none */
                            confirmation: {
                                competition: number;
                                confirmed_by: number | null;
                                /** Format: date-time */
                                created: string;
                                id: number;
                                kind: "entry" | "results";
                                organisation: number;
                            } | null;
                            contact: string;
                            /** @description with expand=counts: qualifying assets (eligible or qualified, flex and planned), confirmed entries, active ballots; a provider counts its own only */
                            counts: {
                                bids: number;
                                entries: number;
                                qualifying_assets: number;
                            } | null;
                            /** Format: date-time */
                            created: string;
                            currency: string;
                            description: string;
                            dps_record_reference: string | null;
                            /** @description The competition whose qualified/disqualified asset overrides were copied on creation */
                            duplicate_asset_overrides_from_competition: number | null;
                            /** @description Whether its operator may still change its terms (until bidding opens); after that only name, description and contact */
                            editable: boolean;
                            fixed_price: boolean;
                            gsp_groups: string[];
                            /** @description Public-holiday calendar the windows follow (date-holidays): England, Wales, Scotland or Northern Ireland */
                            holiday_calendar: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                            id: number;
                            is_active: boolean;
                            max_connection_voltage: number | null;
                            maximum_budget: number | null;
                            min_connection_voltage: number | null;
                            minimum_budget: number | null;
                            name: string;
                            need_direction: "excess" | "deficit" | "import" | "export";
                            need_type: string | null;
                            /** Format: date-time */
                            open: string | null;
                            /** @description Operator id; the operator with expand=operator */
                            operator: number | {
                                brand_colour: string | null;
                                id: number;
                                is_active: boolean;
                                is_max_org: boolean;
                                name: string;
                                /** @description GSP group codes of the licence area */
                                operating_area: string[];
                                slug: string;
                            };
                            /** @description Postcode districts the area was given by */
                            postcodes: string[];
                            power_type: "active_power" | "reactive_power";
                            /** Format: date-time */
                            qualification_closed: string | null;
                            /** Format: date-time */
                            qualification_open: string | null;
                            /** @description 'piclo_stac' marks a day-ahead competition */
                            qualification_type: "standard" | "piclo_stac";
                            /** @description with expand=qualifyingAssets: qualifying assets the caller may see (its own for a provider) */
                            qualifyingAssets: {
                                total_count: number;
                            } | null;
                            reference: string;
                            service_fee: number | null;
                            /** @description Ids; objects with expand=service_periods (and .windows) */
                            service_periods: (number | {
                                competition: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                end: string;
                                id: number;
                                name: string;
                                /** @description [start, end] */
                                period_dates: string[];
                                /** @description with expand=service_periods.windows (same as windows) */
                                service_windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                start: string;
                                /** @description with expand=service_periods.windows */
                                windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                            })[];
                            /** @description Computed from the dates against the current time */
                            status: "incomplete" | "pending" | "qualifying" | "qualified" | "open" | "closed" | "archived";
                            tag: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                            /** Format: date-time */
                            updated: string;
                            utilisation_guide_price: number | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/competitions/bulk/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bulk create in flex/competitions (max 250) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        archive_on?: string | null;
                        area_refs?: number[];
                        availability_guide_price?: number | null;
                        /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                        boundary?: {
                            coordinates: unknown[];
                            type: "Polygon" | "MultiPolygon";
                        } | null;
                        boundary_buffer?: number;
                        /** Format: date-time */
                        closed?: string | null;
                        competition_type?: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                        contact?: string;
                        description?: string;
                        dps_record_reference?: string | null;
                        /** @description One of your competitions: its asset overrides are copied on creation */
                        duplicate_asset_overrides_from_competition?: number | null;
                        fixed_price?: boolean;
                        /** @description Default: GB-SCT when the whole area is in Scotland, else GB-ENG */
                        holiday_calendar?: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                        /** @description kV */
                        max_connection_voltage?: number | null;
                        maximum_budget?: number | null;
                        /** @description kV */
                        min_connection_voltage?: number | null;
                        minimum_budget?: number | null;
                        name: string;
                        need_direction?: "excess" | "deficit" | "import" | "export";
                        need_type?: string | null;
                        /** Format: date-time */
                        open?: string | null;
                        /** @description Postcode districts (or full postcodes): their GSP regions join area_refs */
                        postcodes?: string[];
                        power_type?: "active_power" | "reactive_power";
                        /** Format: date-time */
                        qualification_closed?: string | null;
                        /** Format: date-time */
                        qualification_open?: string | null;
                        qualification_type?: "standard" | "piclo_stac";
                        reference: string;
                        service_fee?: number | null;
                        service_periods?: {
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            end: string;
                            name: string;
                            service_windows?: {
                                available_hours_override?: number | null;
                                capacity_required?: number;
                                dispatch_duration?: string | null;
                                dispatch_estimate?: number | null;
                                /** @description HH:MM (24-hour) */
                                end_time: string;
                                fixed_availability_price?: number | null;
                                fixed_service_fee?: number | null;
                                fixed_utilisation_price?: number | null;
                                /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                                holiday_handling?: "Ignore" | "Exclude" | "Only";
                                minimum_aggregate_asset_size?: number | null;
                                minimum_run_time?: string | null;
                                name: string;
                                required_response_time?: string | null;
                                service_days?: number[];
                                /** @description HH:MM (24-hour) */
                                start_time: string;
                            }[];
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            start: string;
                        }[];
                        tag?: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                        utilisation_guide_price?: number | null;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            archive_on: string | null;
                            /** @description GSP region ids */
                            area_refs: number[];
                            availability_guide_price: number | null;
                            /** @description Boundary id; object with expand=boundary (boundary_fidelity=low|high) */
                            boundary: number | (never | null) | {
                                boundary: {
                                    coordinates: number[][][][];
                                    /** @enum {string} */
                                    type: "MultiPolygon";
                                };
                                /** @description km */
                                buffer: number;
                                competition: number;
                                fidelity: "low" | "high";
                                id: number;
                            };
                            /** @description km */
                            boundary_buffer: number;
                            /** Format: date-time */
                            closed: string | null;
                            competition_type: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                            /** @description with expand=confirmation: the caller’s own confirmation (entry or results), null when none */
                            confirmation: {
                                competition: number;
                                confirmed_by: number | null;
                                /** Format: date-time */
                                created: string;
                                id: number;
                                kind: "entry" | "results";
                                organisation: number;
                            } | null;
                            contact: string;
                            /** @description with expand=counts: qualifying assets (eligible or qualified, flex and planned), confirmed entries, active ballots; a provider counts its own only */
                            counts: {
                                bids: number;
                                entries: number;
                                qualifying_assets: number;
                            } | null;
                            /** Format: date-time */
                            created: string;
                            currency: string;
                            description: string;
                            dps_record_reference: string | null;
                            /** @description The competition whose qualified/disqualified asset overrides were copied on creation */
                            duplicate_asset_overrides_from_competition: number | null;
                            /** @description Whether its operator may still change its terms (until bidding opens); after that only name, description and contact */
                            editable: boolean;
                            fixed_price: boolean;
                            gsp_groups: string[];
                            /** @description Public-holiday calendar the windows follow (date-holidays): England, Wales, Scotland or Northern Ireland */
                            holiday_calendar: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                            id: number;
                            is_active: boolean;
                            max_connection_voltage: number | null;
                            maximum_budget: number | null;
                            min_connection_voltage: number | null;
                            minimum_budget: number | null;
                            name: string;
                            need_direction: "excess" | "deficit" | "import" | "export";
                            need_type: string | null;
                            /** Format: date-time */
                            open: string | null;
                            /** @description Operator id; the operator with expand=operator */
                            operator: number | {
                                brand_colour: string | null;
                                id: number;
                                is_active: boolean;
                                is_max_org: boolean;
                                name: string;
                                /** @description GSP group codes of the licence area */
                                operating_area: string[];
                                slug: string;
                            };
                            /** @description Postcode districts the area was given by */
                            postcodes: string[];
                            power_type: "active_power" | "reactive_power";
                            /** Format: date-time */
                            qualification_closed: string | null;
                            /** Format: date-time */
                            qualification_open: string | null;
                            /** @description 'piclo_stac' marks a day-ahead competition */
                            qualification_type: "standard" | "piclo_stac";
                            /** @description with expand=qualifyingAssets: qualifying assets the caller may see (its own for a provider) */
                            qualifyingAssets: {
                                total_count: number;
                            } | null;
                            reference: string;
                            service_fee: number | null;
                            /** @description Ids; objects with expand=service_periods (and .windows) */
                            service_periods: (number | {
                                competition: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                end: string;
                                id: number;
                                name: string;
                                /** @description [start, end] */
                                period_dates: string[];
                                /** @description with expand=service_periods.windows (same as windows) */
                                service_windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                start: string;
                                /** @description with expand=service_periods.windows */
                                windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                            })[];
                            /** @description Computed from the dates against the current time */
                            status: "incomplete" | "pending" | "qualifying" | "qualified" | "open" | "closed" | "archived";
                            tag: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                            /** Format: date-time */
                            updated: string;
                            utilisation_guide_price: number | null;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        /** Bulk update in flex/competitions (max 250) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        archive_on?: string | null;
                        area_refs?: number[];
                        availability_guide_price?: number | null;
                        /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                        boundary?: {
                            coordinates: unknown[];
                            type: "Polygon" | "MultiPolygon";
                        } | null;
                        boundary_buffer?: number;
                        /** Format: date-time */
                        closed?: string | null;
                        competition_type?: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                        contact?: string;
                        description?: string;
                        dps_record_reference?: string | null;
                        fixed_price?: boolean;
                        /** @description Default: GB-SCT when the whole area is in Scotland, else GB-ENG */
                        holiday_calendar?: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                        id: number;
                        /** @description kV */
                        max_connection_voltage?: number | null;
                        maximum_budget?: number | null;
                        /** @description kV */
                        min_connection_voltage?: number | null;
                        minimum_budget?: number | null;
                        name?: string;
                        need_direction?: "excess" | "deficit" | "import" | "export";
                        need_type?: string | null;
                        /** Format: date-time */
                        open?: string | null;
                        /** @description Postcode districts (or full postcodes): their GSP regions join area_refs */
                        postcodes?: string[];
                        power_type?: "active_power" | "reactive_power";
                        /** Format: date-time */
                        qualification_closed?: string | null;
                        /** Format: date-time */
                        qualification_open?: string | null;
                        qualification_type?: "standard" | "piclo_stac";
                        reference?: string;
                        service_fee?: number | null;
                        /** @description When given, replaces every period and window */
                        service_periods?: {
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            end: string;
                            name: string;
                            service_windows?: {
                                available_hours_override?: number | null;
                                capacity_required?: number;
                                dispatch_duration?: string | null;
                                dispatch_estimate?: number | null;
                                /** @description HH:MM (24-hour) */
                                end_time: string;
                                fixed_availability_price?: number | null;
                                fixed_service_fee?: number | null;
                                fixed_utilisation_price?: number | null;
                                /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                                holiday_handling?: "Ignore" | "Exclude" | "Only";
                                minimum_aggregate_asset_size?: number | null;
                                minimum_run_time?: string | null;
                                name: string;
                                required_response_time?: string | null;
                                service_days?: number[];
                                /** @description HH:MM (24-hour) */
                                start_time: string;
                            }[];
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            start: string;
                        }[];
                        tag?: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                        utilisation_guide_price?: number | null;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            archive_on: string | null;
                            /** @description GSP region ids */
                            area_refs: number[];
                            availability_guide_price: number | null;
                            /** @description Boundary id; object with expand=boundary (boundary_fidelity=low|high) */
                            boundary: number | (never | null) | {
                                boundary: {
                                    coordinates: number[][][][];
                                    /** @enum {string} */
                                    type: "MultiPolygon";
                                };
                                /** @description km */
                                buffer: number;
                                competition: number;
                                fidelity: "low" | "high";
                                id: number;
                            };
                            /** @description km */
                            boundary_buffer: number;
                            /** Format: date-time */
                            closed: string | null;
                            competition_type: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                            /** @description with expand=confirmation: the caller’s own confirmation (entry or results), null when none */
                            confirmation: {
                                competition: number;
                                confirmed_by: number | null;
                                /** Format: date-time */
                                created: string;
                                id: number;
                                kind: "entry" | "results";
                                organisation: number;
                            } | null;
                            contact: string;
                            /** @description with expand=counts: qualifying assets (eligible or qualified, flex and planned), confirmed entries, active ballots; a provider counts its own only */
                            counts: {
                                bids: number;
                                entries: number;
                                qualifying_assets: number;
                            } | null;
                            /** Format: date-time */
                            created: string;
                            currency: string;
                            description: string;
                            dps_record_reference: string | null;
                            /** @description The competition whose qualified/disqualified asset overrides were copied on creation */
                            duplicate_asset_overrides_from_competition: number | null;
                            /** @description Whether its operator may still change its terms (until bidding opens); after that only name, description and contact */
                            editable: boolean;
                            fixed_price: boolean;
                            gsp_groups: string[];
                            /** @description Public-holiday calendar the windows follow (date-holidays): England, Wales, Scotland or Northern Ireland */
                            holiday_calendar: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                            id: number;
                            is_active: boolean;
                            max_connection_voltage: number | null;
                            maximum_budget: number | null;
                            min_connection_voltage: number | null;
                            minimum_budget: number | null;
                            name: string;
                            need_direction: "excess" | "deficit" | "import" | "export";
                            need_type: string | null;
                            /** Format: date-time */
                            open: string | null;
                            /** @description Operator id; the operator with expand=operator */
                            operator: number | {
                                brand_colour: string | null;
                                id: number;
                                is_active: boolean;
                                is_max_org: boolean;
                                name: string;
                                /** @description GSP group codes of the licence area */
                                operating_area: string[];
                                slug: string;
                            };
                            /** @description Postcode districts the area was given by */
                            postcodes: string[];
                            power_type: "active_power" | "reactive_power";
                            /** Format: date-time */
                            qualification_closed: string | null;
                            /** Format: date-time */
                            qualification_open: string | null;
                            /** @description 'piclo_stac' marks a day-ahead competition */
                            qualification_type: "standard" | "piclo_stac";
                            /** @description with expand=qualifyingAssets: qualifying assets the caller may see (its own for a provider) */
                            qualifyingAssets: {
                                total_count: number;
                            } | null;
                            reference: string;
                            service_fee: number | null;
                            /** @description Ids; objects with expand=service_periods (and .windows) */
                            service_periods: (number | {
                                competition: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                end: string;
                                id: number;
                                name: string;
                                /** @description [start, end] */
                                period_dates: string[];
                                /** @description with expand=service_periods.windows (same as windows) */
                                service_windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                start: string;
                                /** @description with expand=service_periods.windows */
                                windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                            })[];
                            /** @description Computed from the dates against the current time */
                            status: "incomplete" | "pending" | "qualifying" | "qualified" | "open" | "closed" | "archived";
                            tag: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                            /** Format: date-time */
                            updated: string;
                            utilisation_guide_price: number | null;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/flex/competitions/preview_area/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The area a competition would cover, from GSP region ids and/or postcode districts (nothing is stored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        area_refs?: number[];
                        postcodes?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            area_km2: number;
                            area_refs: number[];
                            /** @description [minLon, minLat, maxLon, maxLat] */
                            bbox: number[];
                            boundary: {
                                coordinates: unknown[];
                                /** @enum {string} */
                                type: "MultiPolygon";
                            } | null;
                            gsp_groups: string[];
                            /** @description The calendar a competition over this area follows by default */
                            holiday_calendar: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/competitiontemplates/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List flex/competitiontemplates */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    /** @description exact filter on name (string) */
                    name?: string;
                    /** @description icontains filter on name (string) */
                    name__icontains?: string;
                    offset?: number;
                    /** @description Comma list of: id, name, created, updated; prefix - for descending. */
                    ordering?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description A competition create body without reference, the five dates and duplicate_asset_overrides_from_competition */
                            body: {
                                area_refs?: number[];
                                availability_guide_price?: number | null;
                                /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                                boundary?: {
                                    coordinates: unknown[];
                                    type: "Polygon" | "MultiPolygon";
                                } | null;
                                boundary_buffer?: number;
                                competition_type?: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                                contact?: string;
                                description?: string;
                                dps_record_reference?: string | null;
                                fixed_price?: boolean;
                                /** @description Default: GB-SCT when the whole area is in Scotland, else GB-ENG */
                                holiday_calendar?: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                                /** @description kV */
                                max_connection_voltage?: number | null;
                                maximum_budget?: number | null;
                                /** @description kV */
                                min_connection_voltage?: number | null;
                                minimum_budget?: number | null;
                                name?: string;
                                need_direction?: "excess" | "deficit" | "import" | "export";
                                need_type?: string | null;
                                /** @description Postcode districts (or full postcodes): their GSP regions join area_refs */
                                postcodes?: string[];
                                power_type?: "active_power" | "reactive_power";
                                qualification_type?: "standard" | "piclo_stac";
                                service_fee?: number | null;
                                service_periods?: {
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD, a real calendar date
                                     */
                                    end: string;
                                    name: string;
                                    service_windows?: {
                                        available_hours_override?: number | null;
                                        capacity_required?: number;
                                        dispatch_duration?: string | null;
                                        dispatch_estimate?: number | null;
                                        /** @description HH:MM (24-hour) */
                                        end_time: string;
                                        fixed_availability_price?: number | null;
                                        fixed_service_fee?: number | null;
                                        fixed_utilisation_price?: number | null;
                                        /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                                        holiday_handling?: "Ignore" | "Exclude" | "Only";
                                        minimum_aggregate_asset_size?: number | null;
                                        minimum_run_time?: string | null;
                                        name: string;
                                        required_response_time?: string | null;
                                        service_days?: number[];
                                        /** @description HH:MM (24-hour) */
                                        start_time: string;
                                    }[];
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD, a real calendar date
                                     */
                                    start: string;
                                }[];
                                tag?: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                                utilisation_guide_price?: number | null;
                            };
                            /** Format: date-time */
                            created: string;
                            created_by: number | null;
                            id: number;
                            name: string;
                            operator: number;
                            source_competition: number | null;
                            /** Format: date-time */
                            updated: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        /** Create in flex/competitiontemplates */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A competition create body without reference, the five dates and duplicate_asset_overrides_from_competition */
                        body: {
                            area_refs?: number[];
                            availability_guide_price?: number | null;
                            /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                            boundary?: {
                                coordinates: unknown[];
                                type: "Polygon" | "MultiPolygon";
                            } | null;
                            boundary_buffer?: number;
                            competition_type?: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                            contact?: string;
                            description?: string;
                            dps_record_reference?: string | null;
                            fixed_price?: boolean;
                            /** @description Default: GB-SCT when the whole area is in Scotland, else GB-ENG */
                            holiday_calendar?: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                            /** @description kV */
                            max_connection_voltage?: number | null;
                            maximum_budget?: number | null;
                            /** @description kV */
                            min_connection_voltage?: number | null;
                            minimum_budget?: number | null;
                            name?: string;
                            need_direction?: "excess" | "deficit" | "import" | "export";
                            need_type?: string | null;
                            /** @description Postcode districts (or full postcodes): their GSP regions join area_refs */
                            postcodes?: string[];
                            power_type?: "active_power" | "reactive_power";
                            qualification_type?: "standard" | "piclo_stac";
                            service_fee?: number | null;
                            service_periods?: {
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                end: string;
                                name: string;
                                service_windows?: {
                                    available_hours_override?: number | null;
                                    capacity_required?: number;
                                    dispatch_duration?: string | null;
                                    dispatch_estimate?: number | null;
                                    /** @description HH:MM (24-hour) */
                                    end_time: string;
                                    fixed_availability_price?: number | null;
                                    fixed_service_fee?: number | null;
                                    fixed_utilisation_price?: number | null;
                                    /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                                    holiday_handling?: "Ignore" | "Exclude" | "Only";
                                    minimum_aggregate_asset_size?: number | null;
                                    minimum_run_time?: string | null;
                                    name: string;
                                    required_response_time?: string | null;
                                    service_days?: number[];
                                    /** @description HH:MM (24-hour) */
                                    start_time: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                start: string;
                            }[];
                            tag?: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                            utilisation_guide_price?: number | null;
                        };
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description A competition create body without reference, the five dates and duplicate_asset_overrides_from_competition */
                            body: {
                                area_refs?: number[];
                                availability_guide_price?: number | null;
                                /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                                boundary?: {
                                    coordinates: unknown[];
                                    type: "Polygon" | "MultiPolygon";
                                } | null;
                                boundary_buffer?: number;
                                competition_type?: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                                contact?: string;
                                description?: string;
                                dps_record_reference?: string | null;
                                fixed_price?: boolean;
                                /** @description Default: GB-SCT when the whole area is in Scotland, else GB-ENG */
                                holiday_calendar?: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                                /** @description kV */
                                max_connection_voltage?: number | null;
                                maximum_budget?: number | null;
                                /** @description kV */
                                min_connection_voltage?: number | null;
                                minimum_budget?: number | null;
                                name?: string;
                                need_direction?: "excess" | "deficit" | "import" | "export";
                                need_type?: string | null;
                                /** @description Postcode districts (or full postcodes): their GSP regions join area_refs */
                                postcodes?: string[];
                                power_type?: "active_power" | "reactive_power";
                                qualification_type?: "standard" | "piclo_stac";
                                service_fee?: number | null;
                                service_periods?: {
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD, a real calendar date
                                     */
                                    end: string;
                                    name: string;
                                    service_windows?: {
                                        available_hours_override?: number | null;
                                        capacity_required?: number;
                                        dispatch_duration?: string | null;
                                        dispatch_estimate?: number | null;
                                        /** @description HH:MM (24-hour) */
                                        end_time: string;
                                        fixed_availability_price?: number | null;
                                        fixed_service_fee?: number | null;
                                        fixed_utilisation_price?: number | null;
                                        /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                                        holiday_handling?: "Ignore" | "Exclude" | "Only";
                                        minimum_aggregate_asset_size?: number | null;
                                        minimum_run_time?: string | null;
                                        name: string;
                                        required_response_time?: string | null;
                                        service_days?: number[];
                                        /** @description HH:MM (24-hour) */
                                        start_time: string;
                                    }[];
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD, a real calendar date
                                     */
                                    start: string;
                                }[];
                                tag?: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                                utilisation_guide_price?: number | null;
                            };
                            /** Format: date-time */
                            created: string;
                            created_by: number | null;
                            id: number;
                            name: string;
                            operator: number;
                            source_competition: number | null;
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/competitiontemplates/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of flex/competitiontemplates */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description A competition create body without reference, the five dates and duplicate_asset_overrides_from_competition */
                            body: {
                                area_refs?: number[];
                                availability_guide_price?: number | null;
                                /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                                boundary?: {
                                    coordinates: unknown[];
                                    type: "Polygon" | "MultiPolygon";
                                } | null;
                                boundary_buffer?: number;
                                competition_type?: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                                contact?: string;
                                description?: string;
                                dps_record_reference?: string | null;
                                fixed_price?: boolean;
                                /** @description Default: GB-SCT when the whole area is in Scotland, else GB-ENG */
                                holiday_calendar?: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                                /** @description kV */
                                max_connection_voltage?: number | null;
                                maximum_budget?: number | null;
                                /** @description kV */
                                min_connection_voltage?: number | null;
                                minimum_budget?: number | null;
                                name?: string;
                                need_direction?: "excess" | "deficit" | "import" | "export";
                                need_type?: string | null;
                                /** @description Postcode districts (or full postcodes): their GSP regions join area_refs */
                                postcodes?: string[];
                                power_type?: "active_power" | "reactive_power";
                                qualification_type?: "standard" | "piclo_stac";
                                service_fee?: number | null;
                                service_periods?: {
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD, a real calendar date
                                     */
                                    end: string;
                                    name: string;
                                    service_windows?: {
                                        available_hours_override?: number | null;
                                        capacity_required?: number;
                                        dispatch_duration?: string | null;
                                        dispatch_estimate?: number | null;
                                        /** @description HH:MM (24-hour) */
                                        end_time: string;
                                        fixed_availability_price?: number | null;
                                        fixed_service_fee?: number | null;
                                        fixed_utilisation_price?: number | null;
                                        /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                                        holiday_handling?: "Ignore" | "Exclude" | "Only";
                                        minimum_aggregate_asset_size?: number | null;
                                        minimum_run_time?: string | null;
                                        name: string;
                                        required_response_time?: string | null;
                                        service_days?: number[];
                                        /** @description HH:MM (24-hour) */
                                        start_time: string;
                                    }[];
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD, a real calendar date
                                     */
                                    start: string;
                                }[];
                                tag?: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                                utilisation_guide_price?: number | null;
                            };
                            /** Format: date-time */
                            created: string;
                            created_by: number | null;
                            id: number;
                            name: string;
                            operator: number;
                            source_competition: number | null;
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        /** Replace one of flex/competitiontemplates */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A competition create body without reference, the five dates and duplicate_asset_overrides_from_competition */
                        body: {
                            area_refs?: number[];
                            availability_guide_price?: number | null;
                            /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                            boundary?: {
                                coordinates: unknown[];
                                type: "Polygon" | "MultiPolygon";
                            } | null;
                            boundary_buffer?: number;
                            competition_type?: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                            contact?: string;
                            description?: string;
                            dps_record_reference?: string | null;
                            fixed_price?: boolean;
                            /** @description Default: GB-SCT when the whole area is in Scotland, else GB-ENG */
                            holiday_calendar?: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                            /** @description kV */
                            max_connection_voltage?: number | null;
                            maximum_budget?: number | null;
                            /** @description kV */
                            min_connection_voltage?: number | null;
                            minimum_budget?: number | null;
                            name?: string;
                            need_direction?: "excess" | "deficit" | "import" | "export";
                            need_type?: string | null;
                            /** @description Postcode districts (or full postcodes): their GSP regions join area_refs */
                            postcodes?: string[];
                            power_type?: "active_power" | "reactive_power";
                            qualification_type?: "standard" | "piclo_stac";
                            service_fee?: number | null;
                            service_periods?: {
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                end: string;
                                name: string;
                                service_windows?: {
                                    available_hours_override?: number | null;
                                    capacity_required?: number;
                                    dispatch_duration?: string | null;
                                    dispatch_estimate?: number | null;
                                    /** @description HH:MM (24-hour) */
                                    end_time: string;
                                    fixed_availability_price?: number | null;
                                    fixed_service_fee?: number | null;
                                    fixed_utilisation_price?: number | null;
                                    /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                                    holiday_handling?: "Ignore" | "Exclude" | "Only";
                                    minimum_aggregate_asset_size?: number | null;
                                    minimum_run_time?: string | null;
                                    name: string;
                                    required_response_time?: string | null;
                                    service_days?: number[];
                                    /** @description HH:MM (24-hour) */
                                    start_time: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                start: string;
                            }[];
                            tag?: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                            utilisation_guide_price?: number | null;
                        };
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description A competition create body without reference, the five dates and duplicate_asset_overrides_from_competition */
                            body: {
                                area_refs?: number[];
                                availability_guide_price?: number | null;
                                /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                                boundary?: {
                                    coordinates: unknown[];
                                    type: "Polygon" | "MultiPolygon";
                                } | null;
                                boundary_buffer?: number;
                                competition_type?: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                                contact?: string;
                                description?: string;
                                dps_record_reference?: string | null;
                                fixed_price?: boolean;
                                /** @description Default: GB-SCT when the whole area is in Scotland, else GB-ENG */
                                holiday_calendar?: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                                /** @description kV */
                                max_connection_voltage?: number | null;
                                maximum_budget?: number | null;
                                /** @description kV */
                                min_connection_voltage?: number | null;
                                minimum_budget?: number | null;
                                name?: string;
                                need_direction?: "excess" | "deficit" | "import" | "export";
                                need_type?: string | null;
                                /** @description Postcode districts (or full postcodes): their GSP regions join area_refs */
                                postcodes?: string[];
                                power_type?: "active_power" | "reactive_power";
                                qualification_type?: "standard" | "piclo_stac";
                                service_fee?: number | null;
                                service_periods?: {
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD, a real calendar date
                                     */
                                    end: string;
                                    name: string;
                                    service_windows?: {
                                        available_hours_override?: number | null;
                                        capacity_required?: number;
                                        dispatch_duration?: string | null;
                                        dispatch_estimate?: number | null;
                                        /** @description HH:MM (24-hour) */
                                        end_time: string;
                                        fixed_availability_price?: number | null;
                                        fixed_service_fee?: number | null;
                                        fixed_utilisation_price?: number | null;
                                        /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                                        holiday_handling?: "Ignore" | "Exclude" | "Only";
                                        minimum_aggregate_asset_size?: number | null;
                                        minimum_run_time?: string | null;
                                        name: string;
                                        required_response_time?: string | null;
                                        service_days?: number[];
                                        /** @description HH:MM (24-hour) */
                                        start_time: string;
                                    }[];
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD, a real calendar date
                                     */
                                    start: string;
                                }[];
                                tag?: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                                utilisation_guide_price?: number | null;
                            };
                            /** Format: date-time */
                            created: string;
                            created_by: number | null;
                            id: number;
                            name: string;
                            operator: number;
                            source_competition: number | null;
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete one of flex/competitiontemplates */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update one of flex/competitiontemplates */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A competition create body without reference, the five dates and duplicate_asset_overrides_from_competition */
                        body?: {
                            area_refs?: number[];
                            availability_guide_price?: number | null;
                            /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                            boundary?: {
                                coordinates: unknown[];
                                type: "Polygon" | "MultiPolygon";
                            } | null;
                            boundary_buffer?: number;
                            competition_type?: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                            contact?: string;
                            description?: string;
                            dps_record_reference?: string | null;
                            fixed_price?: boolean;
                            /** @description Default: GB-SCT when the whole area is in Scotland, else GB-ENG */
                            holiday_calendar?: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                            /** @description kV */
                            max_connection_voltage?: number | null;
                            maximum_budget?: number | null;
                            /** @description kV */
                            min_connection_voltage?: number | null;
                            minimum_budget?: number | null;
                            name?: string;
                            need_direction?: "excess" | "deficit" | "import" | "export";
                            need_type?: string | null;
                            /** @description Postcode districts (or full postcodes): their GSP regions join area_refs */
                            postcodes?: string[];
                            power_type?: "active_power" | "reactive_power";
                            qualification_type?: "standard" | "piclo_stac";
                            service_fee?: number | null;
                            service_periods?: {
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                end: string;
                                name: string;
                                service_windows?: {
                                    available_hours_override?: number | null;
                                    capacity_required?: number;
                                    dispatch_duration?: string | null;
                                    dispatch_estimate?: number | null;
                                    /** @description HH:MM (24-hour) */
                                    end_time: string;
                                    fixed_availability_price?: number | null;
                                    fixed_service_fee?: number | null;
                                    fixed_utilisation_price?: number | null;
                                    /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                                    holiday_handling?: "Ignore" | "Exclude" | "Only";
                                    minimum_aggregate_asset_size?: number | null;
                                    minimum_run_time?: string | null;
                                    name: string;
                                    required_response_time?: string | null;
                                    service_days?: number[];
                                    /** @description HH:MM (24-hour) */
                                    start_time: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                start: string;
                            }[];
                            tag?: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                            utilisation_guide_price?: number | null;
                        };
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description A competition create body without reference, the five dates and duplicate_asset_overrides_from_competition */
                            body: {
                                area_refs?: number[];
                                availability_guide_price?: number | null;
                                /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                                boundary?: {
                                    coordinates: unknown[];
                                    type: "Polygon" | "MultiPolygon";
                                } | null;
                                boundary_buffer?: number;
                                competition_type?: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                                contact?: string;
                                description?: string;
                                dps_record_reference?: string | null;
                                fixed_price?: boolean;
                                /** @description Default: GB-SCT when the whole area is in Scotland, else GB-ENG */
                                holiday_calendar?: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                                /** @description kV */
                                max_connection_voltage?: number | null;
                                maximum_budget?: number | null;
                                /** @description kV */
                                min_connection_voltage?: number | null;
                                minimum_budget?: number | null;
                                name?: string;
                                need_direction?: "excess" | "deficit" | "import" | "export";
                                need_type?: string | null;
                                /** @description Postcode districts (or full postcodes): their GSP regions join area_refs */
                                postcodes?: string[];
                                power_type?: "active_power" | "reactive_power";
                                qualification_type?: "standard" | "piclo_stac";
                                service_fee?: number | null;
                                service_periods?: {
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD, a real calendar date
                                     */
                                    end: string;
                                    name: string;
                                    service_windows?: {
                                        available_hours_override?: number | null;
                                        capacity_required?: number;
                                        dispatch_duration?: string | null;
                                        dispatch_estimate?: number | null;
                                        /** @description HH:MM (24-hour) */
                                        end_time: string;
                                        fixed_availability_price?: number | null;
                                        fixed_service_fee?: number | null;
                                        fixed_utilisation_price?: number | null;
                                        /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                                        holiday_handling?: "Ignore" | "Exclude" | "Only";
                                        minimum_aggregate_asset_size?: number | null;
                                        minimum_run_time?: string | null;
                                        name: string;
                                        required_response_time?: string | null;
                                        service_days?: number[];
                                        /** @description HH:MM (24-hour) */
                                        start_time: string;
                                    }[];
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD, a real calendar date
                                     */
                                    start: string;
                                }[];
                                tag?: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                                utilisation_guide_price?: number | null;
                            };
                            /** Format: date-time */
                            created: string;
                            created_by: number | null;
                            id: number;
                            name: string;
                            operator: number;
                            source_competition: number | null;
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/flex/competitiontemplates/bulk/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bulk create in flex/competitiontemplates (max 250) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A competition create body without reference, the five dates and duplicate_asset_overrides_from_competition */
                        body: {
                            area_refs?: number[];
                            availability_guide_price?: number | null;
                            /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                            boundary?: {
                                coordinates: unknown[];
                                type: "Polygon" | "MultiPolygon";
                            } | null;
                            boundary_buffer?: number;
                            competition_type?: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                            contact?: string;
                            description?: string;
                            dps_record_reference?: string | null;
                            fixed_price?: boolean;
                            /** @description Default: GB-SCT when the whole area is in Scotland, else GB-ENG */
                            holiday_calendar?: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                            /** @description kV */
                            max_connection_voltage?: number | null;
                            maximum_budget?: number | null;
                            /** @description kV */
                            min_connection_voltage?: number | null;
                            minimum_budget?: number | null;
                            name?: string;
                            need_direction?: "excess" | "deficit" | "import" | "export";
                            need_type?: string | null;
                            /** @description Postcode districts (or full postcodes): their GSP regions join area_refs */
                            postcodes?: string[];
                            power_type?: "active_power" | "reactive_power";
                            qualification_type?: "standard" | "piclo_stac";
                            service_fee?: number | null;
                            service_periods?: {
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                end: string;
                                name: string;
                                service_windows?: {
                                    available_hours_override?: number | null;
                                    capacity_required?: number;
                                    dispatch_duration?: string | null;
                                    dispatch_estimate?: number | null;
                                    /** @description HH:MM (24-hour) */
                                    end_time: string;
                                    fixed_availability_price?: number | null;
                                    fixed_service_fee?: number | null;
                                    fixed_utilisation_price?: number | null;
                                    /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                                    holiday_handling?: "Ignore" | "Exclude" | "Only";
                                    minimum_aggregate_asset_size?: number | null;
                                    minimum_run_time?: string | null;
                                    name: string;
                                    required_response_time?: string | null;
                                    service_days?: number[];
                                    /** @description HH:MM (24-hour) */
                                    start_time: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                start: string;
                            }[];
                            tag?: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                            utilisation_guide_price?: number | null;
                        };
                        name: string;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description A competition create body without reference, the five dates and duplicate_asset_overrides_from_competition */
                            body: {
                                area_refs?: number[];
                                availability_guide_price?: number | null;
                                /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                                boundary?: {
                                    coordinates: unknown[];
                                    type: "Polygon" | "MultiPolygon";
                                } | null;
                                boundary_buffer?: number;
                                competition_type?: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                                contact?: string;
                                description?: string;
                                dps_record_reference?: string | null;
                                fixed_price?: boolean;
                                /** @description Default: GB-SCT when the whole area is in Scotland, else GB-ENG */
                                holiday_calendar?: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                                /** @description kV */
                                max_connection_voltage?: number | null;
                                maximum_budget?: number | null;
                                /** @description kV */
                                min_connection_voltage?: number | null;
                                minimum_budget?: number | null;
                                name?: string;
                                need_direction?: "excess" | "deficit" | "import" | "export";
                                need_type?: string | null;
                                /** @description Postcode districts (or full postcodes): their GSP regions join area_refs */
                                postcodes?: string[];
                                power_type?: "active_power" | "reactive_power";
                                qualification_type?: "standard" | "piclo_stac";
                                service_fee?: number | null;
                                service_periods?: {
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD, a real calendar date
                                     */
                                    end: string;
                                    name: string;
                                    service_windows?: {
                                        available_hours_override?: number | null;
                                        capacity_required?: number;
                                        dispatch_duration?: string | null;
                                        dispatch_estimate?: number | null;
                                        /** @description HH:MM (24-hour) */
                                        end_time: string;
                                        fixed_availability_price?: number | null;
                                        fixed_service_fee?: number | null;
                                        fixed_utilisation_price?: number | null;
                                        /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                                        holiday_handling?: "Ignore" | "Exclude" | "Only";
                                        minimum_aggregate_asset_size?: number | null;
                                        minimum_run_time?: string | null;
                                        name: string;
                                        required_response_time?: string | null;
                                        service_days?: number[];
                                        /** @description HH:MM (24-hour) */
                                        start_time: string;
                                    }[];
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD, a real calendar date
                                     */
                                    start: string;
                                }[];
                                tag?: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                                utilisation_guide_price?: number | null;
                            };
                            /** Format: date-time */
                            created: string;
                            created_by: number | null;
                            id: number;
                            name: string;
                            operator: number;
                            source_competition: number | null;
                            /** Format: date-time */
                            updated: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        /** Bulk update in flex/competitiontemplates (max 250) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A competition create body without reference, the five dates and duplicate_asset_overrides_from_competition */
                        body?: {
                            area_refs?: number[];
                            availability_guide_price?: number | null;
                            /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                            boundary?: {
                                coordinates: unknown[];
                                type: "Polygon" | "MultiPolygon";
                            } | null;
                            boundary_buffer?: number;
                            competition_type?: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                            contact?: string;
                            description?: string;
                            dps_record_reference?: string | null;
                            fixed_price?: boolean;
                            /** @description Default: GB-SCT when the whole area is in Scotland, else GB-ENG */
                            holiday_calendar?: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                            /** @description kV */
                            max_connection_voltage?: number | null;
                            maximum_budget?: number | null;
                            /** @description kV */
                            min_connection_voltage?: number | null;
                            minimum_budget?: number | null;
                            name?: string;
                            need_direction?: "excess" | "deficit" | "import" | "export";
                            need_type?: string | null;
                            /** @description Postcode districts (or full postcodes): their GSP regions join area_refs */
                            postcodes?: string[];
                            power_type?: "active_power" | "reactive_power";
                            qualification_type?: "standard" | "piclo_stac";
                            service_fee?: number | null;
                            service_periods?: {
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                end: string;
                                name: string;
                                service_windows?: {
                                    available_hours_override?: number | null;
                                    capacity_required?: number;
                                    dispatch_duration?: string | null;
                                    dispatch_estimate?: number | null;
                                    /** @description HH:MM (24-hour) */
                                    end_time: string;
                                    fixed_availability_price?: number | null;
                                    fixed_service_fee?: number | null;
                                    fixed_utilisation_price?: number | null;
                                    /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                                    holiday_handling?: "Ignore" | "Exclude" | "Only";
                                    minimum_aggregate_asset_size?: number | null;
                                    minimum_run_time?: string | null;
                                    name: string;
                                    required_response_time?: string | null;
                                    service_days?: number[];
                                    /** @description HH:MM (24-hour) */
                                    start_time: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                start: string;
                            }[];
                            tag?: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                            utilisation_guide_price?: number | null;
                        };
                        id: number;
                        name?: string;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description A competition create body without reference, the five dates and duplicate_asset_overrides_from_competition */
                            body: {
                                area_refs?: number[];
                                availability_guide_price?: number | null;
                                /** @description GeoJSON Polygon or MultiPolygon, WGS84 [lon, lat] */
                                boundary?: {
                                    coordinates: unknown[];
                                    type: "Polygon" | "MultiPolygon";
                                } | null;
                                boundary_buffer?: number;
                                competition_type?: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                                contact?: string;
                                description?: string;
                                dps_record_reference?: string | null;
                                fixed_price?: boolean;
                                /** @description Default: GB-SCT when the whole area is in Scotland, else GB-ENG */
                                holiday_calendar?: "GB-ENG" | "GB-WLS" | "GB-SCT" | "GB-NIR";
                                /** @description kV */
                                max_connection_voltage?: number | null;
                                maximum_budget?: number | null;
                                /** @description kV */
                                min_connection_voltage?: number | null;
                                minimum_budget?: number | null;
                                name?: string;
                                need_direction?: "excess" | "deficit" | "import" | "export";
                                need_type?: string | null;
                                /** @description Postcode districts (or full postcodes): their GSP regions join area_refs */
                                postcodes?: string[];
                                power_type?: "active_power" | "reactive_power";
                                qualification_type?: "standard" | "piclo_stac";
                                service_fee?: number | null;
                                service_periods?: {
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD, a real calendar date
                                     */
                                    end: string;
                                    name: string;
                                    service_windows?: {
                                        available_hours_override?: number | null;
                                        capacity_required?: number;
                                        dispatch_duration?: string | null;
                                        dispatch_estimate?: number | null;
                                        /** @description HH:MM (24-hour) */
                                        end_time: string;
                                        fixed_availability_price?: number | null;
                                        fixed_service_fee?: number | null;
                                        fixed_utilisation_price?: number | null;
                                        /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                                        holiday_handling?: "Ignore" | "Exclude" | "Only";
                                        minimum_aggregate_asset_size?: number | null;
                                        minimum_run_time?: string | null;
                                        name: string;
                                        required_response_time?: string | null;
                                        service_days?: number[];
                                        /** @description HH:MM (24-hour) */
                                        start_time: string;
                                    }[];
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD, a real calendar date
                                     */
                                    start: string;
                                }[];
                                tag?: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                                utilisation_guide_price?: number | null;
                            };
                            /** Format: date-time */
                            created: string;
                            created_by: number | null;
                            id: number;
                            name: string;
                            operator: number;
                            source_competition: number | null;
                            /** Format: date-time */
                            updated: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/flex/flexproviders/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List flex/flexproviders */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description exact filter on is_active (boolean) */
                    is_active?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    /** @description exact filter on name (string) */
                    name?: string;
                    /** @description icontains filter on name (string) */
                    name__icontains?: string;
                    offset?: number;
                    /** @description Comma list of: id, name, slug, created; prefix - for descending. */
                    ordering?: string;
                    /** @description exact filter on slug (string) */
                    slug?: string;
                    /** @description in filter on slug (string) */
                    slug__in?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand_colour: string | null;
                            /** Format: date-time */
                            created: string;
                            id: number;
                            is_active: boolean;
                            is_max_org: boolean;
                            name: string;
                            slug: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/flexproviders/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of flex/flexproviders */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand_colour: string | null;
                            /** Format: date-time */
                            created: string;
                            id: number;
                            is_active: boolean;
                            is_max_org: boolean;
                            name: string;
                            slug: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        /** Replace one of flex/flexproviders */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Hex colour, e.g. #0B5394 */
                        brand_colour: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand_colour: string | null;
                            /** Format: date-time */
                            created: string;
                            id: number;
                            is_active: boolean;
                            is_max_org: boolean;
                            name: string;
                            slug: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update one of flex/flexproviders */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Hex colour, e.g. #0B5394 */
                        brand_colour?: string;
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand_colour: string | null;
                            /** Format: date-time */
                            created: string;
                            id: number;
                            is_active: boolean;
                            is_max_org: boolean;
                            name: string;
                            slug: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/flex/flexproviders/bulk/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Bulk update in flex/flexproviders (max 250) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Hex colour, e.g. #0B5394 */
                        brand_colour?: string;
                        id: number;
                        name?: string;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand_colour: string | null;
                            /** Format: date-time */
                            created: string;
                            id: number;
                            is_active: boolean;
                            is_max_org: boolean;
                            name: string;
                            slug: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/flex/geo/postcodes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Offline address search: postcode districts and areas, post towns (Leeds → LS), GSP regions and sites by prefix; a full postcode answers its district with fallback_for. */
        get: {
            parameters: {
                query: {
                    limit?: number;
                    search: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Postcode district or area (post_town: its area), GSP code; null for a GSP region */
                            code: string | null;
                            /** @description A full postcode was searched: exact postcodes are not held, so this is its district, and this is the postcode searched (e.g. "LS1 4AP") */
                            fallback_for: string | null;
                            kind: "postcode_district" | "postcode_area" | "post_town" | "gsp_region" | "gsp";
                            /** @description English label, e.g. "LS1, Yorkshire"; front ends word it from kind, code and name */
                            label: string;
                            lat: number;
                            lng: number;
                            /** @description Post town (of an area or post_town), the region of a district, the GSP or region name */
                            name: string | null;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/gridtopology/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List flex/gridtopology */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description exact filter on gsp_region (string) */
                    gsp_region?: string;
                    /** @description in filter on gsp_region (string) */
                    gsp_region__in?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    /** @description exact filter on name (string) */
                    name?: string;
                    /** @description icontains filter on name (string) */
                    name__icontains?: string;
                    offset?: number;
                    /** @description Comma list of: id, name, site_type, gsp_region, created; prefix - for descending. */
                    ordering?: string;
                    /** @description exact filter on site_type (string) */
                    site_type?: string;
                    /** @description in filter on site_type (string) */
                    site_type__in?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            created: string;
                            gsp_group: string | null;
                            /** @description The NESO GSP region the site lies in */
                            gsp_region: string | null;
                            id: number;
                            latitude: number;
                            longitude: number;
                            name: string;
                            operator: number;
                            /** @description The site it is fed from (a BSP’s GSP, a primary’s BSP) */
                            parent: string | null;
                            site_type: "gsp" | "bsp" | "primary";
                            /** @description The files/uploads/ id it came from (null: seeded) */
                            upload: number | null;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/gridtopology/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of flex/gridtopology */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            created: string;
                            gsp_group: string | null;
                            /** @description The NESO GSP region the site lies in */
                            gsp_region: string | null;
                            id: number;
                            latitude: number;
                            longitude: number;
                            name: string;
                            operator: number;
                            /** @description The site it is fed from (a BSP’s GSP, a primary’s BSP) */
                            parent: string | null;
                            site_type: "gsp" | "bsp" | "primary";
                            /** @description The files/uploads/ id it came from (null: seeded) */
                            upload: number | null;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/gspregions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GSP regions (the areas a competition is made of), by name; within_operating_area=true keeps an operator to its own GSP groups */
        get: {
            parameters: {
                query?: {
                    /** @description Comma-joined ids */
                    ids?: string;
                    search?: string;
                    within_operating_area?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            area_km2: number;
                            gsp_group: string;
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/holiday-calendars/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public-holiday calendars a competition can follow */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/holidays/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public and bank holidays of a calendar between two dates (inclusive, at most five years), from date-holidays */
        get: {
            parameters: {
                query: {
                    calendar: string;
                    /** @description YYYY-MM-DD, a real calendar date */
                    from: string;
                    /** @description YYYY-MM-DD, a real calendar date */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            date: string;
                            name: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/map-data-files/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s pre-serialised map data (competition polygons and asset pins): [{document_url (signed, 1 h), etag, generated, …}]. Logged out: open competitions only, no assets. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_count: number;
                            audience: string;
                            competition_count: number;
                            /** @description Signed, valid for 1 h; fetch without the auth header */
                            document_url: string;
                            etag: string;
                            /** Format: date-time */
                            generated: string;
                            id: string;
                            key: string;
                            /** @description Bytes (uncompressed) */
                            size: number;
                            version: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/map-data-files/document/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The map-data JSON by signed URL (no auth header). ETag / If-None-Match → 304; gzip when accepted. */
        get: {
            parameters: {
                query: {
                    expires: number;
                    key: string;
                    signature: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            audience: "provider" | "operator" | "user" | "public";
                            competitions: {
                                /** @description km */
                                buffer: number;
                                /** @description The operator’s brand colour */
                                color: string;
                                id: number;
                                max_connection_voltage: number | null;
                                min_connection_voltage: number | null;
                                name: string;
                                opacity: number;
                                /** @description Larger areas are fainter */
                                opacityLevel: "high" | "mid" | "low";
                                operator: number;
                                /** @description MultiPolygon coordinates (low fidelity) */
                                polygons: number[][][][];
                                status: "incomplete" | "pending" | "qualifying" | "qualified" | "open" | "closed" | "archived";
                                tag: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                            }[];
                            /** Format: date-time */
                            generated: string;
                            pins: {
                                /** @description Live competitions it qualifies for (omitted when none) */
                                competitions?: number[];
                                details: {
                                    /** @description MW; omitted when 0 */
                                    active_export_capacity?: number;
                                    /** @description MW; omitted when 0 */
                                    active_import_capacity?: number;
                                    asset_category: string;
                                    asset_type: string;
                                    /** @description Providers only */
                                    name?: string | null;
                                    /** @description MVAr; omitted when 0 */
                                    reactive_export_capacity?: number;
                                    /** @description MVAr; omitted when 0 */
                                    reactive_import_capacity?: number;
                                    /** @description Providers only */
                                    ref?: string | null;
                                    voltage_level: number | null;
                                };
                                id: number;
                                /** @description [lon, lat] */
                                location: number[];
                                /** @description Qualifies for a live competition */
                                matching: boolean;
                                /** @description Why it qualifies nowhere (providers only; omitted when matching) */
                                reasons?: string[];
                                /** @description Asset type */
                                type: string;
                            }[];
                            version: number;
                        };
                    };
                };
                /** @description Not modified (If-None-Match) */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/need-types/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Need types of competitions */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/operatingarea/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The operator’s operating area: its GSP groups, the GSP regions inside them (simplified boundaries) and the GB outline as a basemap */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description [minLon, minLat, maxLon, maxLat] */
                            bbox: number[] | null;
                            /** @description The GSP groups of the licence area */
                            groups: {
                                code: string;
                                name: string;
                            }[];
                            /** @description MultiPolygon coordinates [lon, lat] */
                            outline: number[][][][];
                            regions: {
                                area_km2: number;
                                /** @description MultiPolygon coordinates [lon, lat] */
                                boundary: number[][][][];
                                centre: number[];
                                gsp_group: string;
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/plannedassets/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List flex/plannedassets */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on asset_type (string) */
                    asset_type?: string;
                    /** @description in filter on asset_type (string) */
                    asset_type__in?: string;
                    /** @description exact filter on capacity_type (string) */
                    capacity_type?: string;
                    /** @description in filter on capacity_type (string) */
                    capacity_type__in?: string;
                    /** @description Planned assets located in this competition; none for a competition you may not see */
                    competition?: number;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description exact filter on flex_provider (integer) */
                    flex_provider?: string;
                    /** @description in filter on flex_provider (integer) */
                    flex_provider__in?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description exact filter on is_active (boolean) */
                    is_active?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description With qualified: count open competitions only */
                    open_competitions?: boolean;
                    /** @description Comma list of: id, ref, name, created, capacity_value; prefix - for descending. */
                    ordering?: string;
                    /** @description Comma-joined ids (max 1000) */
                    planned_asset_ids?: string;
                    /** @description True: qualifies for a live competition (with open_competitions: an open one) */
                    qualified?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            capacity_type: "active_export_capacity" | "active_import_capacity" | "reactive_export_capacity" | "reactive_import_capacity";
                            capacity_value: number;
                            /** @description The first of those (or the filtered competition) */
                            competition: number | null;
                            /** @description Live competitions it qualifies for */
                            competitions: number[];
                            /** Format: date-time */
                            created: string;
                            expected_connection: string | null;
                            flex_provider: number;
                            id: number;
                            is_active: boolean;
                            located_by: ("postcode" | "point") | (never | null);
                            location: {
                                coordinates: number[];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            name: string;
                            planned: boolean;
                            postcode: string;
                            /** @description Qualifies for at least one live competition */
                            qualified: boolean;
                            /** @description Why not, when it does not */
                            reason: string | null;
                            ref: string;
                            /** Format: date-time */
                            updated: string;
                            /** @description kV */
                            voltage_level: number | null;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        /** Create in flex/plannedassets */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                        asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                        capacity_type: "active_export_capacity" | "active_import_capacity" | "reactive_export_capacity" | "reactive_import_capacity";
                        capacity_value: number;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, a real calendar date
                         */
                        expected_connection?: string | null;
                        location?: {
                            coordinates: number[];
                            /** @enum {string} */
                            type: "Point";
                        } | null;
                        name: string;
                        postcode?: string;
                        ref: string;
                        /** @description kV */
                        voltage_level: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            capacity_type: "active_export_capacity" | "active_import_capacity" | "reactive_export_capacity" | "reactive_import_capacity";
                            capacity_value: number;
                            /** @description The first of those (or the filtered competition) */
                            competition: number | null;
                            /** @description Live competitions it qualifies for */
                            competitions: number[];
                            /** Format: date-time */
                            created: string;
                            expected_connection: string | null;
                            flex_provider: number;
                            id: number;
                            is_active: boolean;
                            located_by: ("postcode" | "point") | (never | null);
                            location: {
                                coordinates: number[];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            name: string;
                            planned: boolean;
                            postcode: string;
                            /** @description Qualifies for at least one live competition */
                            qualified: boolean;
                            /** @description Why not, when it does not */
                            reason: string | null;
                            ref: string;
                            /** Format: date-time */
                            updated: string;
                            /** @description kV */
                            voltage_level: number | null;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/plannedassets/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of flex/plannedassets */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            capacity_type: "active_export_capacity" | "active_import_capacity" | "reactive_export_capacity" | "reactive_import_capacity";
                            capacity_value: number;
                            /** @description The first of those (or the filtered competition) */
                            competition: number | null;
                            /** @description Live competitions it qualifies for */
                            competitions: number[];
                            /** Format: date-time */
                            created: string;
                            expected_connection: string | null;
                            flex_provider: number;
                            id: number;
                            is_active: boolean;
                            located_by: ("postcode" | "point") | (never | null);
                            location: {
                                coordinates: number[];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            name: string;
                            planned: boolean;
                            postcode: string;
                            /** @description Qualifies for at least one live competition */
                            qualified: boolean;
                            /** @description Why not, when it does not */
                            reason: string | null;
                            ref: string;
                            /** Format: date-time */
                            updated: string;
                            /** @description kV */
                            voltage_level: number | null;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        /** Replace one of flex/plannedassets */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                        asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                        capacity_type: "active_export_capacity" | "active_import_capacity" | "reactive_export_capacity" | "reactive_import_capacity";
                        capacity_value: number;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, a real calendar date
                         */
                        expected_connection?: string | null;
                        location?: {
                            coordinates: number[];
                            /** @enum {string} */
                            type: "Point";
                        } | null;
                        name: string;
                        postcode?: string;
                        ref: string;
                        /** @description kV */
                        voltage_level: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            capacity_type: "active_export_capacity" | "active_import_capacity" | "reactive_export_capacity" | "reactive_import_capacity";
                            capacity_value: number;
                            /** @description The first of those (or the filtered competition) */
                            competition: number | null;
                            /** @description Live competitions it qualifies for */
                            competitions: number[];
                            /** Format: date-time */
                            created: string;
                            expected_connection: string | null;
                            flex_provider: number;
                            id: number;
                            is_active: boolean;
                            located_by: ("postcode" | "point") | (never | null);
                            location: {
                                coordinates: number[];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            name: string;
                            planned: boolean;
                            postcode: string;
                            /** @description Qualifies for at least one live competition */
                            qualified: boolean;
                            /** @description Why not, when it does not */
                            reason: string | null;
                            ref: string;
                            /** Format: date-time */
                            updated: string;
                            /** @description kV */
                            voltage_level: number | null;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete one of flex/plannedassets */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update one of flex/plannedassets */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        asset_category?: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                        asset_type?: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                        capacity_type?: "active_export_capacity" | "active_import_capacity" | "reactive_export_capacity" | "reactive_import_capacity";
                        capacity_value?: number;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, a real calendar date
                         */
                        expected_connection?: string | null;
                        location?: {
                            coordinates: number[];
                            /** @enum {string} */
                            type: "Point";
                        } | null;
                        name?: string;
                        postcode?: string;
                        ref?: string;
                        /** @description kV */
                        voltage_level?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            capacity_type: "active_export_capacity" | "active_import_capacity" | "reactive_export_capacity" | "reactive_import_capacity";
                            capacity_value: number;
                            /** @description The first of those (or the filtered competition) */
                            competition: number | null;
                            /** @description Live competitions it qualifies for */
                            competitions: number[];
                            /** Format: date-time */
                            created: string;
                            expected_connection: string | null;
                            flex_provider: number;
                            id: number;
                            is_active: boolean;
                            located_by: ("postcode" | "point") | (never | null);
                            location: {
                                coordinates: number[];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            name: string;
                            planned: boolean;
                            postcode: string;
                            /** @description Qualifies for at least one live competition */
                            qualified: boolean;
                            /** @description Why not, when it does not */
                            reason: string | null;
                            ref: string;
                            /** Format: date-time */
                            updated: string;
                            /** @description kV */
                            voltage_level: number | null;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/flex/plannedassets/bulk/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bulk create in flex/plannedassets (max 250) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                        asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                        capacity_type: "active_export_capacity" | "active_import_capacity" | "reactive_export_capacity" | "reactive_import_capacity";
                        capacity_value: number;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, a real calendar date
                         */
                        expected_connection?: string | null;
                        location?: {
                            coordinates: number[];
                            /** @enum {string} */
                            type: "Point";
                        } | null;
                        name: string;
                        postcode?: string;
                        ref: string;
                        /** @description kV */
                        voltage_level: number | null;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            capacity_type: "active_export_capacity" | "active_import_capacity" | "reactive_export_capacity" | "reactive_import_capacity";
                            capacity_value: number;
                            /** @description The first of those (or the filtered competition) */
                            competition: number | null;
                            /** @description Live competitions it qualifies for */
                            competitions: number[];
                            /** Format: date-time */
                            created: string;
                            expected_connection: string | null;
                            flex_provider: number;
                            id: number;
                            is_active: boolean;
                            located_by: ("postcode" | "point") | (never | null);
                            location: {
                                coordinates: number[];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            name: string;
                            planned: boolean;
                            postcode: string;
                            /** @description Qualifies for at least one live competition */
                            qualified: boolean;
                            /** @description Why not, when it does not */
                            reason: string | null;
                            ref: string;
                            /** Format: date-time */
                            updated: string;
                            /** @description kV */
                            voltage_level: number | null;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        /** Bulk update in flex/plannedassets (max 250) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        asset_category?: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                        asset_type?: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                        capacity_type?: "active_export_capacity" | "active_import_capacity" | "reactive_export_capacity" | "reactive_import_capacity";
                        capacity_value?: number;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, a real calendar date
                         */
                        expected_connection?: string | null;
                        id: number;
                        location?: {
                            coordinates: number[];
                            /** @enum {string} */
                            type: "Point";
                        } | null;
                        name?: string;
                        postcode?: string;
                        ref?: string;
                        /** @description kV */
                        voltage_level?: number | null;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_category: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            asset_type: "demand_side_response" | "energy_efficiency" | "interconnectors" | "low_carbon" | "renewable" | "storage" | "thermal";
                            capacity_type: "active_export_capacity" | "active_import_capacity" | "reactive_export_capacity" | "reactive_import_capacity";
                            capacity_value: number;
                            /** @description The first of those (or the filtered competition) */
                            competition: number | null;
                            /** @description Live competitions it qualifies for */
                            competitions: number[];
                            /** Format: date-time */
                            created: string;
                            expected_connection: string | null;
                            flex_provider: number;
                            id: number;
                            is_active: boolean;
                            located_by: ("postcode" | "point") | (never | null);
                            location: {
                                coordinates: number[];
                                /** @enum {string} */
                                type: "Point";
                            } | null;
                            name: string;
                            planned: boolean;
                            postcode: string;
                            /** @description Qualifies for at least one live competition */
                            qualified: boolean;
                            /** @description Why not, when it does not */
                            reason: string | null;
                            ref: string;
                            /** Format: date-time */
                            updated: string;
                            /** @description kV */
                            voltage_level: number | null;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/flex/product-types/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Product types of competitions */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            label: string;
                            value: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/public/competitions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List flex/public/competitions */
        get: {
            parameters: {
                query?: {
                    boundary_fidelity?: string;
                    /** @description Comma-joined ids (max 1000) */
                    competition_ids?: string;
                    /** @description exact filter on competition_type (string) */
                    competition_type?: string;
                    /** @description in filter on competition_type (string) */
                    competition_type__in?: string;
                    /** @description Comma list of: operator, boundary, service_periods. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    from_status?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description True: archived competitions too */
                    include_archived?: boolean;
                    /** @description exact filter on is_active (boolean) */
                    is_active?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    /** @description exact filter on name (string) */
                    name?: string;
                    /** @description icontains filter on name (string) */
                    name__icontains?: string;
                    /** @description exact filter on need_direction (string) */
                    need_direction?: string;
                    /** @description in filter on need_direction (string) */
                    need_direction__in?: string;
                    offset?: number;
                    /** @description exact filter on operator (integer) */
                    operator?: string;
                    /** @description in filter on operator (integer) */
                    operator__in?: string;
                    /** @description Comma list of: id, name, reference, open, closed; prefix - for descending. */
                    ordering?: string;
                    /** @description exact filter on power_type (string) */
                    power_type?: string;
                    /** @description in filter on power_type (string) */
                    power_type__in?: string;
                    /** @description exact filter on qualification_type (string) */
                    qualification_type?: string;
                    /** @description in filter on qualification_type (string) */
                    qualification_type__in?: string;
                    /** @description exact filter on reference (string) */
                    reference?: string;
                    /** @description icontains filter on reference (string) */
                    reference__icontains?: string;
                    /** @description True: only competitions with a boundary */
                    require_boundary?: boolean;
                    /** @description Text in the name or the reference (case-insensitive) */
                    search?: string;
                    /** @description Status, or a comma list */
                    status?: string;
                    /** @description Status, or a comma list */
                    status__in?: string;
                    /** @description exact filter on tag (string) */
                    tag?: string;
                    /** @description in filter on tag (string) */
                    tag__in?: string;
                    to_status?: string;
                    /** @description kV: competitions whose connection voltage range contains it */
                    voltage?: number;
                    /** @description Status, or a comma list */
                    with_status?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            archive_on: string | null;
                            /** @description GSP region ids */
                            area_refs: number[];
                            /** @description Boundary id; object with expand=boundary (boundary_fidelity=low|high) */
                            boundary: number | (never | null) | {
                                boundary: {
                                    coordinates: number[][][][];
                                    /** @enum {string} */
                                    type: "MultiPolygon";
                                };
                                /** @description km */
                                buffer: number;
                                competition: number;
                                fidelity: "low" | "high";
                                id: number;
                            };
                            /** @description km */
                            boundary_buffer: number;
                            /** Format: date-time */
                            closed: string | null;
                            competition_type: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                            currency: string;
                            fixed_price: boolean;
                            id: number;
                            max_connection_voltage: number | null;
                            min_connection_voltage: number | null;
                            name: string;
                            need_direction: "excess" | "deficit" | "import" | "export";
                            need_type: string | null;
                            /** Format: date-time */
                            open: string | null;
                            /** @description Operator id; id, name, slug and brand_colour with expand=operator */
                            operator: number | {
                                brand_colour: string | null;
                                id: number;
                                name: string;
                                slug: string;
                            };
                            power_type: "active_power" | "reactive_power";
                            /** Format: date-time */
                            qualification_closed: string | null;
                            /** Format: date-time */
                            qualification_open: string | null;
                            /** @description 'piclo_stac' marks a day-ahead competition */
                            qualification_type: "standard" | "piclo_stac";
                            reference: string;
                            /** @description Ids; objects with expand=service_periods (and .windows) */
                            service_periods: (number | {
                                competition: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                end: string;
                                id: number;
                                name: string;
                                /** @description [start, end] */
                                period_dates: string[];
                                /** @description with expand=service_periods.windows (same as windows) */
                                service_windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                start: string;
                                /** @description with expand=service_periods.windows */
                                windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                            })[];
                            /** @description Computed from the dates against the current time */
                            status: "incomplete" | "pending" | "qualifying" | "qualified" | "open" | "closed" | "archived";
                            tag: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/public/competitions/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of flex/public/competitions */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: operator, boundary, service_periods. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            archive_on: string | null;
                            /** @description GSP region ids */
                            area_refs: number[];
                            /** @description Boundary id; object with expand=boundary (boundary_fidelity=low|high) */
                            boundary: number | (never | null) | {
                                boundary: {
                                    coordinates: number[][][][];
                                    /** @enum {string} */
                                    type: "MultiPolygon";
                                };
                                /** @description km */
                                buffer: number;
                                competition: number;
                                fidelity: "low" | "high";
                                id: number;
                            };
                            /** @description km */
                            boundary_buffer: number;
                            /** Format: date-time */
                            closed: string | null;
                            competition_type: "availability_utilisation" | "utilisation" | "service_fee" | "availability";
                            currency: string;
                            fixed_price: boolean;
                            id: number;
                            max_connection_voltage: number | null;
                            min_connection_voltage: number | null;
                            name: string;
                            need_direction: "excess" | "deficit" | "import" | "export";
                            need_type: string | null;
                            /** Format: date-time */
                            open: string | null;
                            /** @description Operator id; id, name, slug and brand_colour with expand=operator */
                            operator: number | {
                                brand_colour: string | null;
                                id: number;
                                name: string;
                                slug: string;
                            };
                            power_type: "active_power" | "reactive_power";
                            /** Format: date-time */
                            qualification_closed: string | null;
                            /** Format: date-time */
                            qualification_open: string | null;
                            /** @description 'piclo_stac' marks a day-ahead competition */
                            qualification_type: "standard" | "piclo_stac";
                            reference: string;
                            /** @description Ids; objects with expand=service_periods (and .windows) */
                            service_periods: (number | {
                                competition: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                end: string;
                                id: number;
                                name: string;
                                /** @description [start, end] */
                                period_dates: string[];
                                /** @description with expand=service_periods.windows (same as windows) */
                                service_windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD, a real calendar date
                                 */
                                start: string;
                                /** @description with expand=service_periods.windows */
                                windows?: {
                                    available_hours_override: number | null;
                                    capacity_required: number;
                                    competition: number;
                                    dispatch_duration: string | null;
                                    dispatch_estimate: number | null;
                                    /** @description HH:MM, same as end_time */
                                    end: string;
                                    /** @description HH:MM */
                                    end_time: string;
                                    fixed_availability_price: number | null;
                                    fixed_prices: {
                                        availability: number | null;
                                        service_fee: number | null;
                                        utilisation: number | null;
                                    };
                                    fixed_service_fee: number | null;
                                    fixed_utilisation_price: number | null;
                                    holiday_handling: string;
                                    id: number;
                                    minimum_aggregate_asset_size: number | null;
                                    minimum_run_time: string | null;
                                    name: string;
                                    required_capacity: number;
                                    required_response_time: string | null;
                                    /** @description Monday is 0 */
                                    service_days: number[];
                                    service_period: number;
                                    /** @description HH:MM, same as start_time */
                                    start: string;
                                    /** @description HH:MM */
                                    start_time: string;
                                }[];
                            })[];
                            /** @description Computed from the dates against the current time */
                            status: "incomplete" | "pending" | "qualifying" | "qualified" | "open" | "closed" | "archived";
                            tag: ("Untagged" | "Day Ahead" | "Week Ahead") | (never | null);
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/qualifications/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List flex/qualifications */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on competition (integer) */
                    competition?: string;
                    /** @description in filter on competition (integer) */
                    competition__in?: string;
                    competition_status?: string;
                    /** @description exact filter on eligibility_status (string) */
                    eligibility_status?: string;
                    /** @description in filter on eligibility_status (string) */
                    eligibility_status__in?: string;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description exact filter on flex_asset (integer) */
                    flex_asset?: string;
                    /** @description in filter on flex_asset (integer) */
                    flex_asset__in?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description True: rows of archived competitions too (as flex/competitions/) */
                    include_archived?: boolean;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description True: only competitions in qualifying, qualified or open */
                    open_competitions?: boolean;
                    /** @description Comma list of: id, competition, eligibility_status, updated; prefix - for descending. */
                    ordering?: string;
                    /** @description exact filter on planned (boolean) */
                    planned?: string;
                    /** @description exact filter on planned_asset (integer) */
                    planned_asset?: string;
                    /** @description in filter on planned_asset (integer) */
                    planned_asset__in?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_category: string;
                            asset_type: string;
                            competition: number;
                            competition_status: string;
                            computed_status: "eligible" | "ineligible";
                            eligibility_status: "eligible" | "ineligible" | "qualified" | "disqualified";
                            flex_asset: number | null;
                            flex_provider: number;
                            id: number;
                            name: string;
                            override_reason: ("location" | "deadline" | "incomplete" | "withdrawn" | "requirements" | "capacity" | "unspecified" | "insufficient_experience" | "insufficient_financials") | (never | null);
                            override_status: ("qualified" | "disqualified") | (never | null);
                            planned: boolean;
                            planned_asset: number | null;
                            reasons: {
                                code: string;
                                details?: {
                                    [key: string]: unknown;
                                };
                                message: string;
                            }[];
                            ref: string;
                            /** Format: date-time */
                            updated: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/qualifications/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of flex/qualifications */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_category: string;
                            asset_type: string;
                            competition: number;
                            competition_status: string;
                            computed_status: "eligible" | "ineligible";
                            eligibility_status: "eligible" | "ineligible" | "qualified" | "disqualified";
                            flex_asset: number | null;
                            flex_provider: number;
                            id: number;
                            name: string;
                            override_reason: ("location" | "deadline" | "incomplete" | "withdrawn" | "requirements" | "capacity" | "unspecified" | "insufficient_experience" | "insufficient_financials") | (never | null);
                            override_status: ("qualified" | "disqualified") | (never | null);
                            planned: boolean;
                            planned_asset: number | null;
                            reasons: {
                                code: string;
                                details?: {
                                    [key: string]: unknown;
                                };
                                message: string;
                            }[];
                            ref: string;
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        /** Replace one of flex/qualifications */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        override_reason?: ("location" | "deadline" | "incomplete" | "withdrawn" | "requirements" | "capacity" | "unspecified" | "insufficient_experience" | "insufficient_financials") | (never | null);
                        override_status: ("qualified" | "disqualified") | (never | null);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_category: string;
                            asset_type: string;
                            competition: number;
                            competition_status: string;
                            computed_status: "eligible" | "ineligible";
                            eligibility_status: "eligible" | "ineligible" | "qualified" | "disqualified";
                            flex_asset: number | null;
                            flex_provider: number;
                            id: number;
                            name: string;
                            override_reason: ("location" | "deadline" | "incomplete" | "withdrawn" | "requirements" | "capacity" | "unspecified" | "insufficient_experience" | "insufficient_financials") | (never | null);
                            override_status: ("qualified" | "disqualified") | (never | null);
                            planned: boolean;
                            planned_asset: number | null;
                            reasons: {
                                code: string;
                                details?: {
                                    [key: string]: unknown;
                                };
                                message: string;
                            }[];
                            ref: string;
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update one of flex/qualifications */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        override_reason?: ("location" | "deadline" | "incomplete" | "withdrawn" | "requirements" | "capacity" | "unspecified" | "insufficient_experience" | "insufficient_financials") | (never | null);
                        override_status?: ("qualified" | "disqualified") | (never | null);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_category: string;
                            asset_type: string;
                            competition: number;
                            competition_status: string;
                            computed_status: "eligible" | "ineligible";
                            eligibility_status: "eligible" | "ineligible" | "qualified" | "disqualified";
                            flex_asset: number | null;
                            flex_provider: number;
                            id: number;
                            name: string;
                            override_reason: ("location" | "deadline" | "incomplete" | "withdrawn" | "requirements" | "capacity" | "unspecified" | "insufficient_experience" | "insufficient_financials") | (never | null);
                            override_status: ("qualified" | "disqualified") | (never | null);
                            planned: boolean;
                            planned_asset: number | null;
                            reasons: {
                                code: string;
                                details?: {
                                    [key: string]: unknown;
                                };
                                message: string;
                            }[];
                            ref: string;
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/flex/qualifications/bulk/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Bulk update in flex/qualifications (max 250) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        override_reason?: ("location" | "deadline" | "incomplete" | "withdrawn" | "requirements" | "capacity" | "unspecified" | "insufficient_experience" | "insufficient_financials") | (never | null);
                        override_status?: ("qualified" | "disqualified") | (never | null);
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_category: string;
                            asset_type: string;
                            competition: number;
                            competition_status: string;
                            computed_status: "eligible" | "ineligible";
                            eligibility_status: "eligible" | "ineligible" | "qualified" | "disqualified";
                            flex_asset: number | null;
                            flex_provider: number;
                            id: number;
                            name: string;
                            override_reason: ("location" | "deadline" | "incomplete" | "withdrawn" | "requirements" | "capacity" | "unspecified" | "insufficient_experience" | "insufficient_financials") | (never | null);
                            override_status: ("qualified" | "disqualified") | (never | null);
                            planned: boolean;
                            planned_asset: number | null;
                            reasons: {
                                code: string;
                                details?: {
                                    [key: string]: unknown;
                                };
                                message: string;
                            }[];
                            ref: string;
                            /** Format: date-time */
                            updated: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/flex/qualifications/override-reasons/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reason codes for an operator overriding a qualification (disqualify) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            label: string;
                            value: "location" | "deadline" | "incomplete" | "withdrawn" | "requirements" | "capacity" | "unspecified" | "insufficient_experience" | "insufficient_financials";
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/qualificationsummary/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per competition: how many assets are eligible, qualified, ineligible and disqualified. A provider counts its own assets in competitions it may see, with its entry; an operator counts every provider’s assets in its own competitions. */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of competition ids */
                    competition?: string;
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of competition statuses (default: all but archived) */
                    status?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            /** @description Assets the operator disqualified (override, with a reason) */
                            disqualified: number;
                            /** @description Assets (flex and planned) that meet every rule */
                            eligible: number;
                            /** @description Assets in the provider’s confirmed entry (0 for operators) */
                            entered_assets: number;
                            /** @description Confirmed entries (a provider: its own, 0 or 1) */
                            entries: number;
                            entry_status: ("confirmed" | "withdrawn") | (never | null);
                            /** @description Assets located in the competition that fail a rule */
                            ineligible: number;
                            name: string;
                            operator: number;
                            operator_name: string;
                            /** @description Of all these, planned assets */
                            planned: number;
                            /** @description Providers with assets in the competition (1 for a provider) */
                            providers: number;
                            /** @description Assets the operator qualified (override) */
                            qualified: number;
                            /** @description Active built assets that may enter (eligible or qualified) */
                            qualifying_assets: number;
                            reference: string;
                            status: "incomplete" | "pending" | "qualifying" | "qualified" | "open" | "closed" | "archived";
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/qualifyingassets/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List flex/qualifyingassets */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on competition (integer) */
                    competition?: string;
                    /** @description in filter on competition (integer) */
                    competition__in?: string;
                    competition_status?: string;
                    /** @description exact filter on eligibility_status (string) */
                    eligibility_status?: string;
                    /** @description in filter on eligibility_status (string) */
                    eligibility_status__in?: string;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description exact filter on flex_asset (integer) */
                    flex_asset?: string;
                    /** @description in filter on flex_asset (integer) */
                    flex_asset__in?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description True: rows of archived competitions too (as flex/competitions/) */
                    include_archived?: boolean;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description True: only competitions in qualifying, qualified or open */
                    open_competitions?: boolean;
                    /** @description Comma list of: id, competition, updated; prefix - for descending. */
                    ordering?: string;
                    /** @description exact filter on planned (boolean) */
                    planned?: string;
                    /** @description exact filter on planned_asset (integer) */
                    planned_asset?: string;
                    /** @description in filter on planned_asset (integer) */
                    planned_asset__in?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_category: string;
                            asset_type: string;
                            competition: number;
                            competition_status: string;
                            eligibility_status: "eligible" | "ineligible" | "qualified" | "disqualified";
                            flex_asset: number | null;
                            flex_provider: number;
                            id: number;
                            name: string;
                            planned: boolean;
                            planned_asset: number | null;
                            reasons: {
                                code: string;
                                details?: {
                                    [key: string]: unknown;
                                };
                                message: string;
                            }[];
                            ref: string;
                            /** Format: date-time */
                            updated: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/qualifyingassets/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of flex/qualifyingassets */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset_category: string;
                            asset_type: string;
                            competition: number;
                            competition_status: string;
                            eligibility_status: "eligible" | "ineligible" | "qualified" | "disqualified";
                            flex_asset: number | null;
                            flex_provider: number;
                            id: number;
                            name: string;
                            planned: boolean;
                            planned_asset: number | null;
                            reasons: {
                                code: string;
                                details?: {
                                    [key: string]: unknown;
                                };
                                message: string;
                            }[];
                            ref: string;
                            /** Format: date-time */
                            updated: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/serviceperiods/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List flex/serviceperiods */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on competition (integer) */
                    competition?: string;
                    /** @description in filter on competition (integer) */
                    competition__in?: string;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of: id, start, name; prefix - for descending. */
                    ordering?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            end: string;
                            id: number;
                            name: string;
                            /** @description [start, end] */
                            period_dates: string[];
                            service_windows: number[];
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            start: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        /** Create in flex/serviceperiods */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        competition: number;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, a real calendar date
                         */
                        end: string;
                        name: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, a real calendar date
                         */
                        start: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            end: string;
                            id: number;
                            name: string;
                            /** @description [start, end] */
                            period_dates: string[];
                            service_windows: number[];
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            start: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/serviceperiods/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of flex/serviceperiods */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            end: string;
                            id: number;
                            name: string;
                            /** @description [start, end] */
                            period_dates: string[];
                            service_windows: number[];
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            start: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        /** Replace one of flex/serviceperiods */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, a real calendar date
                         */
                        end: string;
                        name: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, a real calendar date
                         */
                        start: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            end: string;
                            id: number;
                            name: string;
                            /** @description [start, end] */
                            period_dates: string[];
                            service_windows: number[];
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            start: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete one of flex/serviceperiods */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update one of flex/serviceperiods */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, a real calendar date
                         */
                        end?: string;
                        name?: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, a real calendar date
                         */
                        start?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            end: string;
                            id: number;
                            name: string;
                            /** @description [start, end] */
                            period_dates: string[];
                            service_windows: number[];
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            start: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/flex/serviceperiods/bulk/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bulk create in flex/serviceperiods (max 250) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        competition: number;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, a real calendar date
                         */
                        end: string;
                        name: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, a real calendar date
                         */
                        start: string;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            end: string;
                            id: number;
                            name: string;
                            /** @description [start, end] */
                            period_dates: string[];
                            service_windows: number[];
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            start: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        /** Bulk update in flex/serviceperiods (max 250) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, a real calendar date
                         */
                        end?: string;
                        id: number;
                        name?: string;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD, a real calendar date
                         */
                        start?: string;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            end: string;
                            id: number;
                            name: string;
                            /** @description [start, end] */
                            period_dates: string[];
                            service_windows: number[];
                            /**
                             * Format: date
                             * @description YYYY-MM-DD, a real calendar date
                             */
                            start: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/flex/systemoperators/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List flex/systemoperators */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description exact filter on is_active (boolean) */
                    is_active?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    /** @description exact filter on name (string) */
                    name?: string;
                    /** @description icontains filter on name (string) */
                    name__icontains?: string;
                    offset?: number;
                    /** @description Comma list of: id, name, slug; prefix - for descending. */
                    ordering?: string;
                    /** @description exact filter on slug (string) */
                    slug?: string;
                    /** @description in filter on slug (string) */
                    slug__in?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand_colour: string | null;
                            id: number;
                            is_active: boolean;
                            is_max_org: boolean;
                            name: string;
                            /** @description GSP group codes of the licence area */
                            operating_area: string[];
                            slug: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/systemoperators/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of flex/systemoperators */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand_colour: string | null;
                            id: number;
                            is_active: boolean;
                            is_max_org: boolean;
                            name: string;
                            /** @description GSP group codes of the licence area */
                            operating_area: string[];
                            slug: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        /** Replace one of flex/systemoperators */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Hex colour, e.g. #0B5394 */
                        brand_colour: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand_colour: string | null;
                            id: number;
                            is_active: boolean;
                            is_max_org: boolean;
                            name: string;
                            /** @description GSP group codes of the licence area */
                            operating_area: string[];
                            slug: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update one of flex/systemoperators */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Hex colour, e.g. #0B5394 */
                        brand_colour?: string;
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand_colour: string | null;
                            id: number;
                            is_active: boolean;
                            is_max_org: boolean;
                            name: string;
                            /** @description GSP group codes of the licence area */
                            operating_area: string[];
                            slug: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/flex/systemoperators/bulk/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Bulk update in flex/systemoperators (max 250) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Hex colour, e.g. #0B5394 */
                        brand_colour?: string;
                        id: number;
                        name?: string;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand_colour: string | null;
                            id: number;
                            is_active: boolean;
                            is_max_org: boolean;
                            name: string;
                            /** @description GSP group codes of the licence area */
                            operating_area: string[];
                            slug: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/flex/voltages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Connection voltages (kV) used by assets and competition ranges */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            label: string;
                            /** @description kV */
                            value: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/windows/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List flex/windows */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on competition (integer) */
                    competition?: string;
                    /** @description in filter on competition (integer) */
                    competition__in?: string;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of: id, start_time, name; prefix - for descending. */
                    ordering?: string;
                    /** @description exact filter on service_period (integer) */
                    service_period?: string;
                    /** @description in filter on service_period (integer) */
                    service_period__in?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            available_hours_override: number | null;
                            capacity_required: number;
                            competition: number;
                            dispatch_duration: string | null;
                            dispatch_estimate: number | null;
                            /** @description HH:MM */
                            end_time: string;
                            fixed_availability_price: number | null;
                            fixed_service_fee: number | null;
                            fixed_utilisation_price: number | null;
                            holiday_handling: string;
                            id: number;
                            minimum_aggregate_asset_size: number | null;
                            minimum_run_time: string | null;
                            name: string;
                            required_capacity: number;
                            required_response_time: string | null;
                            /** @description Monday is 0 */
                            service_days: number[];
                            service_period: number;
                            /** @description HH:MM */
                            start_time: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        /** Create in flex/windows */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        available_hours_override?: number | null;
                        capacity_required?: number;
                        dispatch_duration?: string | null;
                        dispatch_estimate?: number | null;
                        /** @description HH:MM (24-hour) */
                        end_time: string;
                        fixed_availability_price?: number | null;
                        fixed_service_fee?: number | null;
                        fixed_utilisation_price?: number | null;
                        /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                        holiday_handling?: "Ignore" | "Exclude" | "Only";
                        minimum_aggregate_asset_size?: number | null;
                        minimum_run_time?: string | null;
                        name: string;
                        required_response_time?: string | null;
                        service_days?: number[];
                        service_period: number;
                        /** @description HH:MM (24-hour) */
                        start_time: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            available_hours_override: number | null;
                            capacity_required: number;
                            competition: number;
                            dispatch_duration: string | null;
                            dispatch_estimate: number | null;
                            /** @description HH:MM */
                            end_time: string;
                            fixed_availability_price: number | null;
                            fixed_service_fee: number | null;
                            fixed_utilisation_price: number | null;
                            holiday_handling: string;
                            id: number;
                            minimum_aggregate_asset_size: number | null;
                            minimum_run_time: string | null;
                            name: string;
                            required_capacity: number;
                            required_response_time: string | null;
                            /** @description Monday is 0 */
                            service_days: number[];
                            service_period: number;
                            /** @description HH:MM */
                            start_time: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flex/windows/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of flex/windows */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            available_hours_override: number | null;
                            capacity_required: number;
                            competition: number;
                            dispatch_duration: string | null;
                            dispatch_estimate: number | null;
                            /** @description HH:MM */
                            end_time: string;
                            fixed_availability_price: number | null;
                            fixed_service_fee: number | null;
                            fixed_utilisation_price: number | null;
                            holiday_handling: string;
                            id: number;
                            minimum_aggregate_asset_size: number | null;
                            minimum_run_time: string | null;
                            name: string;
                            required_capacity: number;
                            required_response_time: string | null;
                            /** @description Monday is 0 */
                            service_days: number[];
                            service_period: number;
                            /** @description HH:MM */
                            start_time: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        /** Replace one of flex/windows */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        available_hours_override?: number | null;
                        capacity_required?: number;
                        dispatch_duration?: string | null;
                        dispatch_estimate?: number | null;
                        /** @description HH:MM (24-hour) */
                        end_time: string;
                        fixed_availability_price?: number | null;
                        fixed_service_fee?: number | null;
                        fixed_utilisation_price?: number | null;
                        /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                        holiday_handling?: "Ignore" | "Exclude" | "Only";
                        minimum_aggregate_asset_size?: number | null;
                        minimum_run_time?: string | null;
                        name: string;
                        required_response_time?: string | null;
                        service_days?: number[];
                        /** @description HH:MM (24-hour) */
                        start_time: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            available_hours_override: number | null;
                            capacity_required: number;
                            competition: number;
                            dispatch_duration: string | null;
                            dispatch_estimate: number | null;
                            /** @description HH:MM */
                            end_time: string;
                            fixed_availability_price: number | null;
                            fixed_service_fee: number | null;
                            fixed_utilisation_price: number | null;
                            holiday_handling: string;
                            id: number;
                            minimum_aggregate_asset_size: number | null;
                            minimum_run_time: string | null;
                            name: string;
                            required_capacity: number;
                            required_response_time: string | null;
                            /** @description Monday is 0 */
                            service_days: number[];
                            service_period: number;
                            /** @description HH:MM */
                            start_time: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete one of flex/windows */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update one of flex/windows */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        available_hours_override?: number | null;
                        capacity_required?: number;
                        dispatch_duration?: string | null;
                        dispatch_estimate?: number | null;
                        /** @description HH:MM (24-hour) */
                        end_time?: string;
                        fixed_availability_price?: number | null;
                        fixed_service_fee?: number | null;
                        fixed_utilisation_price?: number | null;
                        /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                        holiday_handling?: "Ignore" | "Exclude" | "Only";
                        minimum_aggregate_asset_size?: number | null;
                        minimum_run_time?: string | null;
                        name?: string;
                        required_response_time?: string | null;
                        service_days?: number[];
                        /** @description HH:MM (24-hour) */
                        start_time?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            available_hours_override: number | null;
                            capacity_required: number;
                            competition: number;
                            dispatch_duration: string | null;
                            dispatch_estimate: number | null;
                            /** @description HH:MM */
                            end_time: string;
                            fixed_availability_price: number | null;
                            fixed_service_fee: number | null;
                            fixed_utilisation_price: number | null;
                            holiday_handling: string;
                            id: number;
                            minimum_aggregate_asset_size: number | null;
                            minimum_run_time: string | null;
                            name: string;
                            required_capacity: number;
                            required_response_time: string | null;
                            /** @description Monday is 0 */
                            service_days: number[];
                            service_period: number;
                            /** @description HH:MM */
                            start_time: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/flex/windows/bulk/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bulk create in flex/windows (max 250) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        available_hours_override?: number | null;
                        capacity_required?: number;
                        dispatch_duration?: string | null;
                        dispatch_estimate?: number | null;
                        /** @description HH:MM (24-hour) */
                        end_time: string;
                        fixed_availability_price?: number | null;
                        fixed_service_fee?: number | null;
                        fixed_utilisation_price?: number | null;
                        /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                        holiday_handling?: "Ignore" | "Exclude" | "Only";
                        minimum_aggregate_asset_size?: number | null;
                        minimum_run_time?: string | null;
                        name: string;
                        required_response_time?: string | null;
                        service_days?: number[];
                        service_period: number;
                        /** @description HH:MM (24-hour) */
                        start_time: string;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            available_hours_override: number | null;
                            capacity_required: number;
                            competition: number;
                            dispatch_duration: string | null;
                            dispatch_estimate: number | null;
                            /** @description HH:MM */
                            end_time: string;
                            fixed_availability_price: number | null;
                            fixed_service_fee: number | null;
                            fixed_utilisation_price: number | null;
                            holiday_handling: string;
                            id: number;
                            minimum_aggregate_asset_size: number | null;
                            minimum_run_time: string | null;
                            name: string;
                            required_capacity: number;
                            required_response_time: string | null;
                            /** @description Monday is 0 */
                            service_days: number[];
                            service_period: number;
                            /** @description HH:MM */
                            start_time: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        /** Bulk update in flex/windows (max 250) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        available_hours_override?: number | null;
                        capacity_required?: number;
                        dispatch_duration?: string | null;
                        dispatch_estimate?: number | null;
                        /** @description HH:MM (24-hour) */
                        end_time?: string;
                        fixed_availability_price?: number | null;
                        fixed_service_fee?: number | null;
                        fixed_utilisation_price?: number | null;
                        /** @description Ignore: a public holiday is like any other day; Exclude: no service on public holidays; Only: service on public holidays only (whatever their weekday) */
                        holiday_handling?: "Ignore" | "Exclude" | "Only";
                        id: number;
                        minimum_aggregate_asset_size?: number | null;
                        minimum_run_time?: string | null;
                        name?: string;
                        required_response_time?: string | null;
                        service_days?: number[];
                        /** @description HH:MM (24-hour) */
                        start_time?: string;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            available_hours_override: number | null;
                            capacity_required: number;
                            competition: number;
                            dispatch_duration: string | null;
                            dispatch_estimate: number | null;
                            /** @description HH:MM */
                            end_time: string;
                            fixed_availability_price: number | null;
                            fixed_service_fee: number | null;
                            fixed_utilisation_price: number | null;
                            holiday_handling: string;
                            id: number;
                            minimum_aggregate_asset_size: number | null;
                            minimum_run_time: string | null;
                            name: string;
                            required_capacity: number;
                            required_response_time: string | null;
                            /** @description Monday is 0 */
                            service_days: number[];
                            service_period: number;
                            /** @description HH:MM */
                            start_time: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/jobs/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A background job queued by my organisation
         * @description Jobs carry the organisation that queued them; any other caller gets 404, as for an unknown id. Finished jobs stay readable for about a week (pg-boss archives them after 12 h and deletes them 7 days later).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description When it completed or failed for good.
                             */
                            completed: string | null;
                            /** Format: date-time */
                            created: string;
                            /** @description The last attempt’s error message (failed or retrying jobs), else null. */
                            error: string | null;
                            /** @description The job id (a UUID). */
                            id: string;
                            /** @description The queue, e.g. files-process. */
                            name: string;
                            /** @description What the job produced (completed jobs), else null. */
                            output: unknown;
                            /** @description Attempts so far after the first one. */
                            retry_count: number;
                            /** @description Attempts allowed after the first one. */
                            retry_limit: number;
                            /** Format: date-time */
                            started: string | null;
                            /** @description created: queued, not started; active: running; retry: an attempt failed and another follows; completed: done; failed: every attempt failed (terminal; `error` says why); cancelled: withdrawn. */
                            state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mca/decisionsets/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run market clearing over demand intervals (a preview: nothing is saved). Each decision carries its reason. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        competition: number;
                        demand_intervals: {
                            /** @description HH:MM (24-hour) */
                            end_time: string;
                            exclude_gsps: string[] | null;
                            /** @description Default Ignore */
                            holiday_handling?: "Ignore" | "Exclude" | "Only";
                            max_utilisation_rate: number;
                            /** @description [first, last] date, inclusive */
                            period_dates: string[];
                            required_capacity: number;
                            /** @description 0 = Monday … 6 = Sunday; default all */
                            service_days?: number[];
                            /** @description HH:MM (24-hour) */
                            start_time: string;
                            /** @description Service-window mode: only this window’s bids compete */
                            window_id?: number | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Every active bid of the competition, in merit order */
                            bids: {
                                bid_id: number;
                                capacity: number;
                                flex_provider_name: string;
                                gsps: string[];
                                price: number;
                                service_window: number;
                                /** Format: date-time */
                                submitted: string;
                                window_name: string;
                            }[];
                            competition: number;
                            currency: string;
                            decisions: {
                                approved: boolean;
                                bid_id: number;
                                /** @description Indexes of the demand intervals the bid was accepted in */
                                intervals: number[];
                                /** @description What an accepted bid is paid per MWh (the lowest over its accepted intervals) */
                                paid_price: number | null;
                                /** @description accepted; rejected_by_operator (a manual rejection); over_price_cap (price above the max utilisation rate or guide price); excluded_gsp; capacity_met (the required capacity was already met by cheaper bids); not_in_interval (the bid’s window does not overlap any demand interval) */
                                reason: "accepted" | "rejected_by_operator" | "over_price_cap" | "excluded_gsp" | "capacity_met" | "not_in_interval";
                            }[];
                            intervals: {
                                /** @description The least accepted capacity over the interval’s day-instances */
                                accepted_capacity: number;
                                /** @description The bids whose windows overlap the interval (and may compete in it), in merit order: the chart’s stack */
                                bids: number[];
                                /** @description The highest accepted price over its instances */
                                clearing_price: number | null;
                                index: number;
                                /** @description Concrete days the interval applies to */
                                instances: number;
                                max_utilisation_rate: number;
                                /** @description The required capacity was met in every instance */
                                met: boolean;
                                required_capacity: number;
                            }[];
                            pricing: "pay_as_bid" | "pay_as_clear" | "fixed_price";
                            unit: "MWh" | "MVArh";
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mca/decisionsets/confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a market clearing. Send the same demand intervals as the run and its whole `decisions` list as `{bid_id, approved}` (every bid of the answer, not_in_interval ones included). The server re-runs the clearing: 409 when its decisions differ from those sent (a bid was placed or withdrawn since, or an amendment changed a decision), 400 when a bid is sent twice; otherwise it saves the demand intervals as the input parameter set and decides the bids that overlap them; other bids keep their decisions. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        competition: number;
                        /** @description Every decision of the run being confirmed (mca/decisionsets/), each bid once */
                        decisions: {
                            approved: boolean;
                            bid_id: number;
                        }[];
                        demand_intervals: {
                            /** @description HH:MM (24-hour) */
                            end_time: string;
                            exclude_gsps: string[] | null;
                            /** @description Default Ignore */
                            holiday_handling?: "Ignore" | "Exclude" | "Only";
                            max_utilisation_rate: number;
                            /** @description [first, last] date, inclusive */
                            period_dates: string[];
                            required_capacity: number;
                            /** @description 0 = Monday … 6 = Sunday; default all */
                            service_days?: number[];
                            /** @description HH:MM (24-hour) */
                            start_time: string;
                            /** @description Service-window mode: only this window’s bids compete */
                            window_id?: number | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            decided: number;
                            parameter_set: number;
                            unchanged: number;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mca/gsps/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The GSP names the competition’s active bids come from: exclude_gsps must be drawn from these */
        get: {
            parameters: {
                query: {
                    competition: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            gsps: string[];
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mca/inputparametersets/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List mca/inputparametersets */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on competition (integer) */
                    competition?: string;
                    /** @description in filter on competition (integer) */
                    competition__in?: string;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of: id, created; prefix - for descending. */
                    ordering?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            /** Format: date-time */
                            created: string;
                            demand_intervals: {
                                /** @description HH:MM (24-hour) */
                                end_time: string;
                                exclude_gsps: string[] | null;
                                /** @description Default Ignore */
                                holiday_handling?: "Ignore" | "Exclude" | "Only";
                                max_utilisation_rate: number;
                                /** @description [first, last] date, inclusive */
                                period_dates: string[];
                                required_capacity: number;
                                /** @description 0 = Monday … 6 = Sunday; default all */
                                service_days?: number[];
                                /** @description HH:MM (24-hour) */
                                start_time: string;
                                /** @description Service-window mode: only this window’s bids compete */
                                window_id?: number | null;
                            }[];
                            id: number;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mca/inputparametersets/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of mca/inputparametersets */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            /** Format: date-time */
                            created: string;
                            demand_intervals: {
                                /** @description HH:MM (24-hour) */
                                end_time: string;
                                exclude_gsps: string[] | null;
                                /** @description Default Ignore */
                                holiday_handling?: "Ignore" | "Exclude" | "Only";
                                max_utilisation_rate: number;
                                /** @description [first, last] date, inclusive */
                                period_dates: string[];
                                required_capacity: number;
                                /** @description 0 = Monday … 6 = Sunday; default all */
                                service_days?: number[];
                                /** @description HH:MM (24-hour) */
                                start_time: string;
                                /** @description Service-window mode: only this window’s bids compete */
                                window_id?: number | null;
                            }[];
                            id: number;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/invoices/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List performance/invoices
         * @description An organisation's settlement invoices, credit notes and supplementary invoices: those it issues (its drafts included) and those issued to it. Statuses: draft, issued, paid, overdue; kinds: invoice, credit_note, supplementary.
         */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on competition (integer) */
                    competition?: string;
                    /** @description in filter on competition (integer) */
                    competition__in?: string;
                    /** @description exact filter on credits_invoice (integer) */
                    credits_invoice?: string;
                    /** @description in filter on credits_invoice (integer) */
                    credits_invoice__in?: string;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description exact filter on flex_provider (integer) */
                    flex_provider?: string;
                    /** @description in filter on flex_provider (integer) */
                    flex_provider__in?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description exact filter on kind (string) */
                    kind?: string;
                    /** @description in filter on kind (string) */
                    kind__in?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    /** @description exact filter on month (string) */
                    month?: string;
                    /** @description gte filter on month (string) */
                    month__gte?: string;
                    /** @description in filter on month (string) */
                    month__in?: string;
                    /** @description lte filter on month (string) */
                    month__lte?: string;
                    offset?: number;
                    /** @description Comma list of: id, created, issued_at, due_at, month, number, status, kind, competition; prefix - for descending. */
                    ordering?: string;
                    /** @description Number, competition name or reference, or an organisation name */
                    search?: string;
                    /** @description exact filter on status (string) */
                    status?: string;
                    /** @description in filter on status (string) */
                    status__in?: string;
                    /** @description exact filter on system_operator (integer) */
                    system_operator?: string;
                    /** @description in filter on system_operator (integer) */
                    system_operator__in?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            /** Format: date-time */
                            created: string;
                            /** @description The original invoice a credit note or supplementary invoice corrects */
                            credits_invoice: number | null;
                            credits_invoice_number: string | null;
                            currency: string;
                            /** Format: date-time */
                            due_at: string | null;
                            flex_provider: number;
                            flex_provider_name: string;
                            /** @description A decimal number as a string (no exponent) */
                            gross: string;
                            id: number;
                            /** Format: date-time */
                            issued_at: string | null;
                            issuer: number;
                            issuer_name: string;
                            kind: "invoice" | "credit_note" | "supplementary";
                            lines: {
                                /** @description A decimal number as a string (no exponent) */
                                amount: string;
                                /** @description A decimal number as a string (no exponent) */
                                factor: string;
                                kind: "availability" | "utilisation" | "service_fee" | "penalty";
                                position: number;
                                /** @description A decimal number as a string (no exponent) */
                                quantity: string;
                                /** @description A decimal number as a string (no exponent) */
                                rate: string;
                                unit: string;
                            }[];
                            /** @description self_billed: the operator issues it for the provider; provider_issued: the provider issues it from the platform */
                            mode: "self_billed" | "provider_issued";
                            month: string;
                            /** @description A decimal number as a string (no exponent) */
                            net: string;
                            /** @description Given when the document is issued (drafts have none): KIND-issuer-sequence */
                            number: string | null;
                            /** Format: date-time */
                            paid_at: string | null;
                            recipient: number;
                            recipient_name: string;
                            report: number;
                            report_version: number;
                            status: "draft" | "issued" | "paid" | "overdue";
                            system_operator: number;
                            system_operator_name: string;
                            /** @description A decimal number as a string (no exponent) */
                            vat: string;
                            /** @description A decimal number as a string (no exponent) */
                            vat_rate_percent: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/invoices/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of performance/invoices */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            /** Format: date-time */
                            created: string;
                            /** @description The original invoice a credit note or supplementary invoice corrects */
                            credits_invoice: number | null;
                            credits_invoice_number: string | null;
                            currency: string;
                            /** Format: date-time */
                            due_at: string | null;
                            flex_provider: number;
                            flex_provider_name: string;
                            /** @description A decimal number as a string (no exponent) */
                            gross: string;
                            id: number;
                            /** Format: date-time */
                            issued_at: string | null;
                            issuer: number;
                            issuer_name: string;
                            kind: "invoice" | "credit_note" | "supplementary";
                            lines: {
                                /** @description A decimal number as a string (no exponent) */
                                amount: string;
                                /** @description A decimal number as a string (no exponent) */
                                factor: string;
                                kind: "availability" | "utilisation" | "service_fee" | "penalty";
                                position: number;
                                /** @description A decimal number as a string (no exponent) */
                                quantity: string;
                                /** @description A decimal number as a string (no exponent) */
                                rate: string;
                                unit: string;
                            }[];
                            /** @description self_billed: the operator issues it for the provider; provider_issued: the provider issues it from the platform */
                            mode: "self_billed" | "provider_issued";
                            month: string;
                            /** @description A decimal number as a string (no exponent) */
                            net: string;
                            /** @description Given when the document is issued (drafts have none): KIND-issuer-sequence */
                            number: string | null;
                            /** Format: date-time */
                            paid_at: string | null;
                            recipient: number;
                            recipient_name: string;
                            report: number;
                            report_version: number;
                            status: "draft" | "issued" | "paid" | "overdue";
                            system_operator: number;
                            system_operator_name: string;
                            /** @description A decimal number as a string (no exponent) */
                            vat: string;
                            /** @description A decimal number as a string (no exponent) */
                            vat_rate_percent: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/invoices/{id}/download_links/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Signed links to the PDF and the CSV, valid for the caller only, for 10 minutes */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Signed link to the CSV, for the caller only */
                            csv: string;
                            /** Format: date-time */
                            expires: string;
                            /** @description Signed link to the PDF, for the caller only */
                            pdf: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/invoices/{id}/download/{format}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A document as PDF or CSV by its signed link (download_links; no auth header)
         * @description A link works for the user it was made for, while that user may still see the document, until it expires: otherwise 403.
         */
        get: {
            parameters: {
                query: {
                    expires: number;
                    signature: string;
                    user: number;
                };
                header?: never;
                path: {
                    format: "pdf" | "csv";
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The document */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "text/csv": string;
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/invoices/{id}/issue/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue a provider's draft (invoice mode provider_issued): it takes the provider's next number and is due 30 days later */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            /** Format: date-time */
                            created: string;
                            /** @description The original invoice a credit note or supplementary invoice corrects */
                            credits_invoice: number | null;
                            credits_invoice_number: string | null;
                            currency: string;
                            /** Format: date-time */
                            due_at: string | null;
                            flex_provider: number;
                            flex_provider_name: string;
                            /** @description A decimal number as a string (no exponent) */
                            gross: string;
                            id: number;
                            /** Format: date-time */
                            issued_at: string | null;
                            issuer: number;
                            issuer_name: string;
                            kind: "invoice" | "credit_note" | "supplementary";
                            lines: {
                                /** @description A decimal number as a string (no exponent) */
                                amount: string;
                                /** @description A decimal number as a string (no exponent) */
                                factor: string;
                                kind: "availability" | "utilisation" | "service_fee" | "penalty";
                                position: number;
                                /** @description A decimal number as a string (no exponent) */
                                quantity: string;
                                /** @description A decimal number as a string (no exponent) */
                                rate: string;
                                unit: string;
                            }[];
                            /** @description self_billed: the operator issues it for the provider; provider_issued: the provider issues it from the platform */
                            mode: "self_billed" | "provider_issued";
                            month: string;
                            /** @description A decimal number as a string (no exponent) */
                            net: string;
                            /** @description Given when the document is issued (drafts have none): KIND-issuer-sequence */
                            number: string | null;
                            /** Format: date-time */
                            paid_at: string | null;
                            recipient: number;
                            recipient_name: string;
                            report: number;
                            report_version: number;
                            status: "draft" | "issued" | "paid" | "overdue";
                            system_operator: number;
                            system_operator_name: string;
                            /** @description A decimal number as a string (no exponent) */
                            vat: string;
                            /** @description A decimal number as a string (no exponent) */
                            vat_rate_percent: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/invoices/{id}/mark_paid/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that an issued or overdue document was paid (the operator who pays, or the issuer) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            /** Format: date-time */
                            created: string;
                            /** @description The original invoice a credit note or supplementary invoice corrects */
                            credits_invoice: number | null;
                            credits_invoice_number: string | null;
                            currency: string;
                            /** Format: date-time */
                            due_at: string | null;
                            flex_provider: number;
                            flex_provider_name: string;
                            /** @description A decimal number as a string (no exponent) */
                            gross: string;
                            id: number;
                            /** Format: date-time */
                            issued_at: string | null;
                            issuer: number;
                            issuer_name: string;
                            kind: "invoice" | "credit_note" | "supplementary";
                            lines: {
                                /** @description A decimal number as a string (no exponent) */
                                amount: string;
                                /** @description A decimal number as a string (no exponent) */
                                factor: string;
                                kind: "availability" | "utilisation" | "service_fee" | "penalty";
                                position: number;
                                /** @description A decimal number as a string (no exponent) */
                                quantity: string;
                                /** @description A decimal number as a string (no exponent) */
                                rate: string;
                                unit: string;
                            }[];
                            /** @description self_billed: the operator issues it for the provider; provider_issued: the provider issues it from the platform */
                            mode: "self_billed" | "provider_issued";
                            month: string;
                            /** @description A decimal number as a string (no exponent) */
                            net: string;
                            /** @description Given when the document is issued (drafts have none): KIND-issuer-sequence */
                            number: string | null;
                            /** Format: date-time */
                            paid_at: string | null;
                            recipient: number;
                            recipient_name: string;
                            report: number;
                            report_version: number;
                            status: "draft" | "issued" | "paid" | "overdue";
                            system_operator: number;
                            system_operator_name: string;
                            /** @description A decimal number as a string (no exponent) */
                            vat: string;
                            /** @description A decimal number as a string (no exponent) */
                            vat_rate_percent: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/required/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your settlement events that have ended without their baseline or metered data, with the meters and periods missing, their count and the money at stake */
        get: {
            parameters: {
                query?: {
                    competition?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Events that have ended and lack baseline or metered data */
                            count: number;
                            events: {
                                asset: number;
                                asset_name: string;
                                asset_ref: string;
                                baseline_method: "historical" | "nominated" | "fixed";
                                /** @description History days a historical baseline passed over for missing readings */
                                baseline_missing_days: string[];
                                /** @description Event periods without a baseline value */
                                baseline_missing_periods: string[];
                                competition: number;
                                competition_name: string;
                                /** @description Periods with a metered reading and with a baseline value over twice the periods, in whole % (100 only when both are complete) */
                                completeness: number;
                                currency: string;
                                direction: "turn_up" | "turn_down";
                                /** Format: date-time */
                                end: string;
                                has_actual_data: boolean;
                                has_baseline_data: boolean;
                                /** @description "<instruction id>-<asset id>" */
                                id: string;
                                /** @description A decimal number as a string (no exponent) */
                                instructed_mw: string;
                                instruction: number;
                                /** @description The asset's import and export meter ids */
                                meters: string[];
                                /** @description Start of each event period without a metered reading */
                                missing_metered: string[];
                                /** @description A decimal number as a string (no exponent) */
                                money_at_stake: string;
                                /** Format: date-time */
                                start: string;
                            }[];
                            /** @description Per currency: the accepted bids' utilisation price × the instructed MWh of those events */
                            money_at_stake: {
                                /** @description A decimal number as a string (no exponent) */
                                amount: string;
                                currency: string;
                            }[];
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/settlement-defaults/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The settlement configuration a competition starts with in the operator's country (interval, baseline, performance, penalty, invoice mode, VAT) */
        get: {
            parameters: {
                query: {
                    /** @description The operator's country */
                    country: "GB" | "IT" | "PT" | "AU" | "US";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            baseline: {
                                /** @description Which X of the Y days: the highest mean over the event periods, or the most recent */
                                day_selection: "highest" | "most_recent";
                                /** @description Y: how many previous days of the same type are candidates */
                                days_considered: number;
                                /** @description X: how many of the candidate days make the mean */
                                days_used: number;
                                /** @enum {string} */
                                method: "historical";
                                same_day_adjustment: {
                                    /** @description How long before the event start the measurement ends (minutes) */
                                    gap_minutes: number;
                                    /** @description Length of the measurement before the event (minutes) */
                                    measure_minutes: number;
                                    /** @description Only ever raise the baseline (the adjustment is at least 0) */
                                    positive_only: boolean;
                                    /** @description No adjustment for storage assets */
                                    storage_exempt: boolean;
                                } | null;
                            } | {
                                /** @description Nominations lock at lock_time this many days before the delivery day, in the competition zone */
                                lock_days_before: number;
                                /** @description HH:MM (24-hour) */
                                lock_time: string;
                                /** @enum {string} */
                                method: "nominated";
                            } | {
                                /** @description Number of devices the reference profile is multiplied by */
                                devices?: number;
                                /** @enum {string} */
                                method: "fixed";
                                profile: "zero" | "capacity" | "reference_profile";
                                /** @description MW per device by period start time (reference_profile only) */
                                reference_profile?: {
                                    /** @description A decimal number as a string (no exponent) */
                                    mw: string;
                                    /** @description HH:MM (24-hour) */
                                    time: string;
                                }[];
                            };
                            /** @description Settlement period length in minutes */
                            interval_minutes: 30 | 15;
                            invoice_mode: "self_billed" | "provider_issued";
                            /** @description Below it an event earns no utilisation */
                            min_performance_ratio: number;
                            /** @description A non-negative decimal as a string, at most 6 decimals */
                            penalty_rate: string | null;
                            /** @description energy_ratio: ΣD/ΣI; period_average: mean of D/I over the instructed periods */
                            performance_method: "energy_ratio" | "period_average";
                            vat_rate_percent: number;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/settlementconfig/{competition_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A competition's settlement configuration (its defaults while the operator has not changed it), and whether a change now makes a new version */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    competition_id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            config: {
                                baseline: {
                                    /** @description Which X of the Y days: the highest mean over the event periods, or the most recent */
                                    day_selection: "highest" | "most_recent";
                                    /** @description Y: how many previous days of the same type are candidates */
                                    days_considered: number;
                                    /** @description X: how many of the candidate days make the mean */
                                    days_used: number;
                                    /** @enum {string} */
                                    method: "historical";
                                    same_day_adjustment: {
                                        /** @description How long before the event start the measurement ends (minutes) */
                                        gap_minutes: number;
                                        /** @description Length of the measurement before the event (minutes) */
                                        measure_minutes: number;
                                        /** @description Only ever raise the baseline (the adjustment is at least 0) */
                                        positive_only: boolean;
                                        /** @description No adjustment for storage assets */
                                        storage_exempt: boolean;
                                    } | null;
                                } | {
                                    /** @description Nominations lock at lock_time this many days before the delivery day, in the competition zone */
                                    lock_days_before: number;
                                    /** @description HH:MM (24-hour) */
                                    lock_time: string;
                                    /** @enum {string} */
                                    method: "nominated";
                                } | {
                                    /** @description Number of devices the reference profile is multiplied by */
                                    devices?: number;
                                    /** @enum {string} */
                                    method: "fixed";
                                    profile: "zero" | "capacity" | "reference_profile";
                                    /** @description MW per device by period start time (reference_profile only) */
                                    reference_profile?: {
                                        /** @description A decimal number as a string (no exponent) */
                                        mw: string;
                                        /** @description HH:MM (24-hour) */
                                        time: string;
                                    }[];
                                };
                                /** @description Settlement period length in minutes */
                                interval_minutes: 30 | 15;
                                invoice_mode: "self_billed" | "provider_issued";
                                /** @description Below it an event earns no utilisation */
                                min_performance_ratio: number;
                                /** @description A non-negative decimal as a string, at most 6 decimals */
                                penalty_rate: string | null;
                                /** @description energy_ratio: ΣD/ΣI; period_average: mean of D/I over the instructed periods */
                                performance_method: "energy_ratio" | "period_average";
                                vat_rate_percent: number;
                            };
                            /** @description The operator's country (VAT and interval defaults) */
                            country: "GB" | "IT" | "PT" | "AU" | "US";
                            currency: string;
                            defaults: {
                                baseline: {
                                    /** @description Which X of the Y days: the highest mean over the event periods, or the most recent */
                                    day_selection: "highest" | "most_recent";
                                    /** @description Y: how many previous days of the same type are candidates */
                                    days_considered: number;
                                    /** @description X: how many of the candidate days make the mean */
                                    days_used: number;
                                    /** @enum {string} */
                                    method: "historical";
                                    same_day_adjustment: {
                                        /** @description How long before the event start the measurement ends (minutes) */
                                        gap_minutes: number;
                                        /** @description Length of the measurement before the event (minutes) */
                                        measure_minutes: number;
                                        /** @description Only ever raise the baseline (the adjustment is at least 0) */
                                        positive_only: boolean;
                                        /** @description No adjustment for storage assets */
                                        storage_exempt: boolean;
                                    } | null;
                                } | {
                                    /** @description Nominations lock at lock_time this many days before the delivery day, in the competition zone */
                                    lock_days_before: number;
                                    /** @description HH:MM (24-hour) */
                                    lock_time: string;
                                    /** @enum {string} */
                                    method: "nominated";
                                } | {
                                    /** @description Number of devices the reference profile is multiplied by */
                                    devices?: number;
                                    /** @enum {string} */
                                    method: "fixed";
                                    profile: "zero" | "capacity" | "reference_profile";
                                    /** @description MW per device by period start time (reference_profile only) */
                                    reference_profile?: {
                                        /** @description A decimal number as a string (no exponent) */
                                        mw: string;
                                        /** @description HH:MM (24-hour) */
                                        time: string;
                                    }[];
                                };
                                /** @description Settlement period length in minutes */
                                interval_minutes: 30 | 15;
                                invoice_mode: "self_billed" | "provider_issued";
                                /** @description Below it an event earns no utilisation */
                                min_performance_ratio: number;
                                /** @description A non-negative decimal as a string, at most 6 decimals */
                                penalty_rate: string | null;
                                /** @description energy_ratio: ΣD/ΣI; period_average: mean of D/I over the instructed periods */
                                performance_method: "energy_ratio" | "period_average";
                                vat_rate_percent: number;
                            };
                            holiday_calendar: string;
                            /** @description Whether a report has been published: a change now makes a new version */
                            published: boolean;
                            time_zone: string;
                            /** @description 0 while the competition uses its defaults (nothing stored yet) */
                            version: number;
                        };
                    };
                };
            };
        };
        /** Change the settlement configuration of your competition: in place until its first report is published, as a new version after */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    competition_id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        baseline: {
                            /** @description Which X of the Y days: the highest mean over the event periods, or the most recent */
                            day_selection: "highest" | "most_recent";
                            /** @description Y: how many previous days of the same type are candidates */
                            days_considered: number;
                            /** @description X: how many of the candidate days make the mean */
                            days_used: number;
                            /** @enum {string} */
                            method: "historical";
                            same_day_adjustment: {
                                /** @description How long before the event start the measurement ends (minutes) */
                                gap_minutes: number;
                                /** @description Length of the measurement before the event (minutes) */
                                measure_minutes: number;
                                /** @description Only ever raise the baseline (the adjustment is at least 0) */
                                positive_only: boolean;
                                /** @description No adjustment for storage assets */
                                storage_exempt: boolean;
                            } | null;
                        } | {
                            /** @description Nominations lock at lock_time this many days before the delivery day, in the competition zone */
                            lock_days_before: number;
                            /** @description HH:MM (24-hour) */
                            lock_time: string;
                            /** @enum {string} */
                            method: "nominated";
                        } | {
                            /** @description Number of devices the reference profile is multiplied by */
                            devices?: number;
                            /** @enum {string} */
                            method: "fixed";
                            profile: "zero" | "capacity" | "reference_profile";
                            /** @description MW per device by period start time (reference_profile only) */
                            reference_profile?: {
                                /** @description A decimal number as a string (no exponent) */
                                mw: string;
                                /** @description HH:MM (24-hour) */
                                time: string;
                            }[];
                        };
                        /** @description Settlement period length in minutes */
                        interval_minutes: 30 | 15;
                        invoice_mode: "self_billed" | "provider_issued";
                        /** @description Below it an event earns no utilisation */
                        min_performance_ratio: number;
                        /** @description A non-negative decimal as a string, at most 6 decimals */
                        penalty_rate: string | null;
                        /** @description energy_ratio: ΣD/ΣI; period_average: mean of D/I over the instructed periods */
                        performance_method: "energy_ratio" | "period_average";
                        vat_rate_percent: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            config: {
                                baseline: {
                                    /** @description Which X of the Y days: the highest mean over the event periods, or the most recent */
                                    day_selection: "highest" | "most_recent";
                                    /** @description Y: how many previous days of the same type are candidates */
                                    days_considered: number;
                                    /** @description X: how many of the candidate days make the mean */
                                    days_used: number;
                                    /** @enum {string} */
                                    method: "historical";
                                    same_day_adjustment: {
                                        /** @description How long before the event start the measurement ends (minutes) */
                                        gap_minutes: number;
                                        /** @description Length of the measurement before the event (minutes) */
                                        measure_minutes: number;
                                        /** @description Only ever raise the baseline (the adjustment is at least 0) */
                                        positive_only: boolean;
                                        /** @description No adjustment for storage assets */
                                        storage_exempt: boolean;
                                    } | null;
                                } | {
                                    /** @description Nominations lock at lock_time this many days before the delivery day, in the competition zone */
                                    lock_days_before: number;
                                    /** @description HH:MM (24-hour) */
                                    lock_time: string;
                                    /** @enum {string} */
                                    method: "nominated";
                                } | {
                                    /** @description Number of devices the reference profile is multiplied by */
                                    devices?: number;
                                    /** @enum {string} */
                                    method: "fixed";
                                    profile: "zero" | "capacity" | "reference_profile";
                                    /** @description MW per device by period start time (reference_profile only) */
                                    reference_profile?: {
                                        /** @description A decimal number as a string (no exponent) */
                                        mw: string;
                                        /** @description HH:MM (24-hour) */
                                        time: string;
                                    }[];
                                };
                                /** @description Settlement period length in minutes */
                                interval_minutes: 30 | 15;
                                invoice_mode: "self_billed" | "provider_issued";
                                /** @description Below it an event earns no utilisation */
                                min_performance_ratio: number;
                                /** @description A non-negative decimal as a string, at most 6 decimals */
                                penalty_rate: string | null;
                                /** @description energy_ratio: ΣD/ΣI; period_average: mean of D/I over the instructed periods */
                                performance_method: "energy_ratio" | "period_average";
                                vat_rate_percent: number;
                            };
                            /** @description The operator's country (VAT and interval defaults) */
                            country: "GB" | "IT" | "PT" | "AU" | "US";
                            currency: string;
                            defaults: {
                                baseline: {
                                    /** @description Which X of the Y days: the highest mean over the event periods, or the most recent */
                                    day_selection: "highest" | "most_recent";
                                    /** @description Y: how many previous days of the same type are candidates */
                                    days_considered: number;
                                    /** @description X: how many of the candidate days make the mean */
                                    days_used: number;
                                    /** @enum {string} */
                                    method: "historical";
                                    same_day_adjustment: {
                                        /** @description How long before the event start the measurement ends (minutes) */
                                        gap_minutes: number;
                                        /** @description Length of the measurement before the event (minutes) */
                                        measure_minutes: number;
                                        /** @description Only ever raise the baseline (the adjustment is at least 0) */
                                        positive_only: boolean;
                                        /** @description No adjustment for storage assets */
                                        storage_exempt: boolean;
                                    } | null;
                                } | {
                                    /** @description Nominations lock at lock_time this many days before the delivery day, in the competition zone */
                                    lock_days_before: number;
                                    /** @description HH:MM (24-hour) */
                                    lock_time: string;
                                    /** @enum {string} */
                                    method: "nominated";
                                } | {
                                    /** @description Number of devices the reference profile is multiplied by */
                                    devices?: number;
                                    /** @enum {string} */
                                    method: "fixed";
                                    profile: "zero" | "capacity" | "reference_profile";
                                    /** @description MW per device by period start time (reference_profile only) */
                                    reference_profile?: {
                                        /** @description A decimal number as a string (no exponent) */
                                        mw: string;
                                        /** @description HH:MM (24-hour) */
                                        time: string;
                                    }[];
                                };
                                /** @description Settlement period length in minutes */
                                interval_minutes: 30 | 15;
                                invoice_mode: "self_billed" | "provider_issued";
                                /** @description Below it an event earns no utilisation */
                                min_performance_ratio: number;
                                /** @description A non-negative decimal as a string, at most 6 decimals */
                                penalty_rate: string | null;
                                /** @description energy_ratio: ΣD/ΣI; period_average: mean of D/I over the instructed periods */
                                performance_method: "energy_ratio" | "period_average";
                                vat_rate_percent: number;
                            };
                            holiday_calendar: string;
                            /** @description Whether a report has been published: a change now makes a new version */
                            published: boolean;
                            time_zone: string;
                            /** @description 0 while the competition uses its defaults (nothing stored yet) */
                            version: number;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/settlementdisputes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Disputes: a provider its own, an operator those of its competitions; open ones first */
        get: {
            parameters: {
                query?: {
                    competition?: number;
                    limit?: number;
                    offset?: number;
                    report?: number;
                    status?: "open" | "upheld" | "rejected";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            competition_name: string;
                            /** Format: date-time */
                            created: string;
                            /** Format: date-time */
                            decided_at: string | null;
                            decision_note: string | null;
                            /** @description The disputed event, or null for the whole report */
                            event: string | null;
                            id: number;
                            month: string;
                            note: string;
                            provider: number;
                            provider_name: string;
                            reason: "meter_data" | "baseline" | "instruction" | "price";
                            report: number;
                            /** @description The rerun an upheld dispute started */
                            rerun: number | null;
                            status: "open" | "upheld" | "rejected";
                            version: number;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/settlementdisputes/{id}/decide/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uphold (the month is run again: version n+1) or reject an open dispute, with a note; decisions are final */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description upheld: the report is run again (version n+1); rejected: the report stands */
                        decision: "upheld" | "rejected";
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            competition_name: string;
                            /** Format: date-time */
                            created: string;
                            /** Format: date-time */
                            decided_at: string | null;
                            decision_note: string | null;
                            /** @description The disputed event, or null for the whole report */
                            event: string | null;
                            id: number;
                            month: string;
                            note: string;
                            provider: number;
                            provider_name: string;
                            reason: "meter_data" | "baseline" | "instruction" | "price";
                            report: number;
                            /** @description The rerun an upheld dispute started */
                            rerun: number | null;
                            status: "open" | "upheld" | "rejected";
                            version: number;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/settlementevents/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your settlement events (an accepted dispatch instruction × each of its assets) with their data state: baseline and metered data, completeness %, what is missing, the money at stake
         * @description Pages of at most 200 (the total in Content-Range); ordering=-start (default) or start.
         */
        get: {
            parameters: {
                query?: {
                    competition?: number;
                    /** @description Page size (default and most 200) */
                    limit?: number;
                    /** @description YYYY-MM: events starting in that month (competition clock) */
                    month?: string;
                    offset?: number;
                    /** @description By start (default -start: latest first) */
                    ordering?: "start" | "-start";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset: number;
                            asset_name: string;
                            asset_ref: string;
                            baseline_method: "historical" | "nominated" | "fixed";
                            /** @description History days a historical baseline passed over for missing readings */
                            baseline_missing_days: string[];
                            /** @description Event periods without a baseline value */
                            baseline_missing_periods: string[];
                            competition: number;
                            competition_name: string;
                            /** @description Periods with a metered reading and with a baseline value over twice the periods, in whole % (100 only when both are complete) */
                            completeness: number;
                            currency: string;
                            direction: "turn_up" | "turn_down";
                            /** Format: date-time */
                            end: string;
                            has_actual_data: boolean;
                            has_baseline_data: boolean;
                            /** @description "<instruction id>-<asset id>" */
                            id: string;
                            /** @description A decimal number as a string (no exponent) */
                            instructed_mw: string;
                            instruction: number;
                            /** @description The asset's import and export meter ids */
                            meters: string[];
                            /** @description Start of each event period without a metered reading */
                            missing_metered: string[];
                            /** @description A decimal number as a string (no exponent) */
                            money_at_stake: string;
                            /** Format: date-time */
                            start: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/settlementreports/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settlement reports: an operator every version of its competitions’ months; a provider the versions it was shown (never a draft), with its own totals */
        get: {
            parameters: {
                query?: {
                    competition?: number;
                    /** @description Only the latest version of each competition and month */
                    latest?: boolean;
                    limit?: number;
                    /** @description A calendar month, YYYY-MM (its days in the competition’s zone) */
                    month?: string;
                    offset?: number;
                    status?: "draft" | "published" | "final" | "superseded";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            /** Format: date-time */
                            created: string;
                            currency: string;
                            /** Format: date-time */
                            dispute_window_ends: string | null;
                            /** @description Events in the report (a provider: its own) */
                            events_count: number;
                            /** Format: date-time */
                            finalised_at: string | null;
                            /** @description A decimal number as a string (no exponent) */
                            gross: string;
                            id: number;
                            interval_minutes: number;
                            /** @description Whether no later version of this competition and month exists */
                            latest: boolean;
                            month: string;
                            /** @description A decimal number as a string (no exponent) */
                            net: string;
                            open_disputes: number;
                            operator: number;
                            operator_name: string;
                            /** Format: date-time */
                            published_at: string | null;
                            run: number;
                            settings_version: number;
                            status: "draft" | "published" | "final" | "superseded";
                            /** @description A decimal number as a string (no exponent) */
                            vat: string;
                            version: number;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/settlementreports/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One report version with its statements and disputes (a provider: its own) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            /** Format: date-time */
                            created: string;
                            currency: string;
                            /** Format: date-time */
                            dispute_window_ends: string | null;
                            disputes: {
                                competition: number;
                                competition_name: string;
                                /** Format: date-time */
                                created: string;
                                /** Format: date-time */
                                decided_at: string | null;
                                decision_note: string | null;
                                /** @description The disputed event, or null for the whole report */
                                event: string | null;
                                id: number;
                                month: string;
                                note: string;
                                provider: number;
                                provider_name: string;
                                reason: "meter_data" | "baseline" | "instruction" | "price";
                                report: number;
                                /** @description The rerun an upheld dispute started */
                                rerun: number | null;
                                status: "open" | "upheld" | "rejected";
                                version: number;
                            }[];
                            /** @description Events in the report (a provider: its own) */
                            events_count: number;
                            /** Format: date-time */
                            finalised_at: string | null;
                            /** @description A decimal number as a string (no exponent) */
                            gross: string;
                            id: number;
                            interval_minutes: number;
                            /** @description Whether no later version of this competition and month exists */
                            latest: boolean;
                            month: string;
                            /** @description A decimal number as a string (no exponent) */
                            net: string;
                            open_disputes: number;
                            operator: number;
                            operator_name: string;
                            /** Format: date-time */
                            published_at: string | null;
                            run: number;
                            settings_version: number;
                            statements: {
                                /** @description A decimal number as a string (no exponent) */
                                gross: string;
                                /** @description A decimal number as a string (no exponent) */
                                net: string;
                                provider: number;
                                provider_name: string;
                                statement: {
                                    /** @description A decimal number as a string (no exponent) */
                                    availability_factor: string;
                                    currency: string;
                                    events: {
                                        id: string;
                                        /** @description A decimal number as a string (no exponent) */
                                        penalty: string;
                                        /** @description A decimal number as a string (no exponent) */
                                        performance_ratio: string | null;
                                        /** @description A decimal number as a string (no exponent) */
                                        utilisation: string;
                                        /** @description Whether the ratio reached the minimum */
                                        utilisation_paid: boolean;
                                    }[];
                                    /** @description A decimal number as a string (no exponent) */
                                    gross: string;
                                    lines: {
                                        /** @description A decimal number as a string (no exponent) */
                                        amount: string;
                                        /** @description A decimal number as a string (no exponent) */
                                        factor: string;
                                        kind: "availability" | "utilisation" | "service_fee" | "penalty";
                                        /** @description A decimal number as a string (no exponent) */
                                        quantity: string;
                                        /** @description A decimal number as a string (no exponent) */
                                        rate: string;
                                        unit: "MW·h" | "MWh" | "MW·window";
                                        /** @description A decimal number as a string (no exponent) */
                                        unrounded: string;
                                    }[];
                                    /** @description A decimal number as a string (no exponent) */
                                    net: string;
                                    /** @description A decimal number as a string (no exponent) */
                                    vat: string;
                                    /** @description A decimal number as a string (no exponent) */
                                    vat_rate_percent: string;
                                };
                                /** @description A decimal number as a string (no exponent) */
                                vat: string;
                            }[];
                            status: "draft" | "published" | "final" | "superseded";
                            /** @description A decimal number as a string (no exponent) */
                            vat: string;
                            version: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/settlementreports/{id}/csv/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The report as CSV: statement lines, each event with its baseline days and adjustment, and each event period */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CSV text */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/settlementreports/{id}/diff/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What changed from another version (default: the one before): per provider each line, net, VAT and gross before and after; the events whose figures changed */
        get: {
            parameters: {
                query?: {
                    /** @description Another version of the same competition and month (default: the version before) */
                    against?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            against: {
                                report: number;
                                version: number;
                            } | null;
                            events: {
                                after: {
                                    /** @description A decimal number as a string (no exponent) */
                                    delivered_mwh: string | null;
                                    /** @description A decimal number as a string (no exponent) */
                                    penalty: string;
                                    /** @description A decimal number as a string (no exponent) */
                                    performance_ratio: string | null;
                                    /** @description A decimal number as a string (no exponent) */
                                    utilisation: string;
                                } | null;
                                before: {
                                    /** @description A decimal number as a string (no exponent) */
                                    delivered_mwh: string | null;
                                    /** @description A decimal number as a string (no exponent) */
                                    penalty: string;
                                    /** @description A decimal number as a string (no exponent) */
                                    performance_ratio: string | null;
                                    /** @description A decimal number as a string (no exponent) */
                                    utilisation: string;
                                } | null;
                                change: "added" | "removed" | "changed" | "unchanged";
                                id: string;
                                provider: number;
                            }[];
                            lines: {
                                /** @description A decimal number as a string (no exponent) */
                                after: string | null;
                                /** @description A decimal number as a string (no exponent) */
                                before: string | null;
                                change: "added" | "removed" | "changed" | "unchanged";
                                /** @description A decimal number as a string (no exponent) */
                                difference: string;
                                kind: "availability" | "utilisation" | "service_fee" | "penalty" | "net" | "vat" | "gross";
                                provider: number;
                                provider_name: string;
                            }[];
                            report: number;
                            version: number;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/settlementreports/{id}/disputes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dispute a published report, or one of your events in it, with a reason and a note, within its dispute window */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description One event of the report ("<instruction>-<asset>"); omitted or null: the whole report */
                        event?: string | null;
                        note: string;
                        reason: "meter_data" | "baseline" | "instruction" | "price";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            competition_name: string;
                            /** Format: date-time */
                            created: string;
                            /** Format: date-time */
                            decided_at: string | null;
                            decision_note: string | null;
                            /** @description The disputed event, or null for the whole report */
                            event: string | null;
                            id: number;
                            month: string;
                            note: string;
                            provider: number;
                            provider_name: string;
                            reason: "meter_data" | "baseline" | "instruction" | "price";
                            report: number;
                            /** @description The rerun an upheld dispute started */
                            rerun: number | null;
                            status: "open" | "upheld" | "rejected";
                            version: number;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/settlementreports/{id}/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events of a report with their inputs (metered readings, baseline days and adjustment) and per-period figures, in start order */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    provider?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asset: number;
                            asset_ref: string | null;
                            /** @description A decimal number as a string (no exponent) */
                            delivered_mwh: string | null;
                            direction: "turn_up" | "turn_down";
                            /** Format: date-time */
                            end: string;
                            has_actual_data: boolean;
                            has_baseline_data: boolean;
                            /** @description "<instruction>-<asset>" */
                            id: string;
                            inputs: {
                                baseline: {
                                    adjustment: {
                                        exempt: boolean;
                                        /** @description A negative adjustment set to 0 (positive only) */
                                        floored: boolean;
                                        measured: {
                                            /** @description A decimal number as a string (no exponent) */
                                            baseline: string;
                                            /** @description A decimal number as a string (no exponent) */
                                            metered: string;
                                            /** Format: date-time */
                                            start: string;
                                        }[];
                                        /** @description A decimal number as a string (no exponent) */
                                        mw: string;
                                    } | null;
                                    /** @description Whether every period has a baseline (has_baseline_data) */
                                    complete: boolean;
                                    days_excluded: {
                                        /** Format: date */
                                        date: string;
                                        reason: "other_day_type" | "public_holiday" | "event_day" | "missing_data" | "not_selected";
                                    }[];
                                    days_used: {
                                        /** Format: date */
                                        date: string;
                                        /** @description A decimal number as a string (no exponent) */
                                        ranking_mw: string;
                                        readings: {
                                            /** @description A decimal number as a string (no exponent) */
                                            mw: string;
                                            /** Format: date-time */
                                            start: string;
                                        }[];
                                    }[];
                                    method: "historical" | "nominated" | "fixed";
                                    periods: {
                                        /** @description A decimal number as a string (no exponent) */
                                        mw: string | null;
                                        /** Format: date-time */
                                        start: string;
                                        /** @description A decimal number as a string (no exponent) */
                                        unadjusted: string | null;
                                    }[];
                                };
                                meter_ids: string[];
                                missing_metered: string[];
                                /** @description The metered MW of each covered period */
                                readings: {
                                    /** @description A decimal number as a string (no exponent) */
                                    mw: string;
                                    /** Format: date-time */
                                    start: string;
                                }[];
                            };
                            /** @description A decimal number as a string (no exponent) */
                            instructed_mw: string;
                            /** @description A decimal number as a string (no exponent) */
                            instructed_mwh: string | null;
                            instruction: number;
                            /** @description A decimal number as a string (no exponent) */
                            penalty: string;
                            /** @description A decimal number as a string (no exponent) */
                            performance_ratio: string | null;
                            periods: {
                                /** @description A decimal number as a string (no exponent) */
                                baseline: string;
                                /** @description A decimal number as a string (no exponent) */
                                delivered: string;
                                /** @description A decimal number as a string (no exponent) */
                                instructed: string;
                                /** @description A decimal number as a string (no exponent) */
                                metered: string;
                                /** @description A decimal number as a string (no exponent) */
                                shortfall: string;
                                /** Format: date-time */
                                start: string;
                            }[];
                            provider: number;
                            provider_name: string;
                            /** @description A decimal number as a string (no exponent) */
                            shortfall_mwh: string | null;
                            /** Format: date-time */
                            start: string;
                            /** @description A decimal number as a string (no exponent) */
                            utilisation: string;
                            utilisation_paid: boolean;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/settlementreports/{id}/publish/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a draft (the latest version): providers see it, invoices are issued, the dispute window starts and the version published before is superseded */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            /** Format: date-time */
                            created: string;
                            currency: string;
                            /** Format: date-time */
                            dispute_window_ends: string | null;
                            /** @description Events in the report (a provider: its own) */
                            events_count: number;
                            /** Format: date-time */
                            finalised_at: string | null;
                            /** @description A decimal number as a string (no exponent) */
                            gross: string;
                            id: number;
                            interval_minutes: number;
                            /** @description Whether no later version of this competition and month exists */
                            latest: boolean;
                            month: string;
                            /** @description A decimal number as a string (no exponent) */
                            net: string;
                            open_disputes: number;
                            operator: number;
                            operator_name: string;
                            /** Format: date-time */
                            published_at: string | null;
                            run: number;
                            settings_version: number;
                            status: "draft" | "published" | "final" | "superseded";
                            /** @description A decimal number as a string (no exponent) */
                            vat: string;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/settlementreports/{id}/versions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every version of the report’s competition and month the caller may see, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            competition: number;
                            competition_name: string;
                            competition_reference: string;
                            /** Format: date-time */
                            created: string;
                            currency: string;
                            /** Format: date-time */
                            dispute_window_ends: string | null;
                            /** @description Events in the report (a provider: its own) */
                            events_count: number;
                            /** Format: date-time */
                            finalised_at: string | null;
                            /** @description A decimal number as a string (no exponent) */
                            gross: string;
                            id: number;
                            interval_minutes: number;
                            /** @description Whether no later version of this competition and month exists */
                            latest: boolean;
                            month: string;
                            /** @description A decimal number as a string (no exponent) */
                            net: string;
                            open_disputes: number;
                            operator: number;
                            operator_name: string;
                            /** Format: date-time */
                            published_at: string | null;
                            run: number;
                            settings_version: number;
                            status: "draft" | "published" | "final" | "superseded";
                            /** @description A decimal number as a string (no exponent) */
                            vat: string;
                            version: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/activation/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follow an e-mailed activation link: the organisation and its admin become active, and the user can log in
         * @description Takes the registration, expires and signature parameters of the link. 200 `activated`, or `already_active` for a link used before. 400 `{detail, code}`: link_expired (ask for a new one: registration/activation/resend/) or link_invalid (altered, or replaced by a newer registration of the same address). Throttled per client address like login.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The `expires` parameter of the link */
                        expires: number;
                        /** @description The `registration` parameter of the e-mailed link */
                        registration: string;
                        /** @description The `signature` parameter of the link */
                        signature: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: "activated" | "already_active";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description link_expired: ask for a new link */
                            code: "link_invalid" | "link_expired";
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/activation/resend/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a new activation link, by the address registered with or by the registration of an expired link
         * @description Send email, or registration (from an expired link). The answer is the same whether or not a registration waits for activation; only then is a new link sent, to the address registered with. Throttled per client address and address like password-reset e-mails.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The address registered with */
                        email?: string;
                        /** @description The `registration` parameter of an expired link */
                        registration?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/countries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The countries a registering organisation may name: ISO 3166-1 alpha-2 codes with English names */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            /** @description English name */
                            name: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/flexproviders/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registration, step 2: submit the company part with the user application id; the activation link is e-mailed
         * @description Checks user_application (known, unexpired, not yet submitted), name (1–200), website (a web address; https:// added), email, registration_no (1–50: letters, digits, spaces, . / -), country (ISO 3166-1 alpha-2, see registration/countries/) and terms_of_service (true), all at once: 400 `{field: [messages]}`. Then a job creates the flex provider organisation and its admin user (team role admin), both inactive, and e-mails a signed link valid 48 hours; following it (registration/activation/) activates both, after which the user logs in with auth/jwt/create/. When the address already has an account nothing is created and its owner is e-mailed instead; the answer is the same either way. An earlier registration of the address that was never activated is replaced. Throttled per client address like password-reset e-mails.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description ISO 3166-1 alpha-2 code (GET registration/countries/) */
                        country: string;
                        /** @description The organisation's contact e-mail address */
                        email: string;
                        /** @description The organisation's name, 1–200 characters */
                        name: string;
                        /** @description Company registration number: letters, digits, spaces, dots, slashes, hyphens; at most 50 */
                        registration_no: string;
                        /** @description The service terms are accepted (must be true) */
                        terms_of_service: boolean;
                        /** @description The id answered by registration/users/ */
                        user_application: string;
                        /** @description Web address; https:// is added when no scheme is given */
                        website: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description How long the activation link works */
                            activation_hours: number;
                            /** @description Where the activation link goes */
                            email: string;
                            /** @enum {string} */
                            status: "submitted";
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registration, step 1: check and keep the user part; answers the user application id for registration/flexproviders/
         * @description Checks first_name, last_name (1–150 characters), email, password (at least 10 characters, not only digits, not the e-mail address), password_confirmation (equal) and user_terms (true), all at once: 400 `{field: [messages]}`. The answer is the same whether or not the address already has an account (that is only acted on, by e-mail, once the registration is submitted). The user part waits 24 hours for its company part. Throttled like login: attempts per client address and e-mail, and (the password is hashed) accepted user parts per client address.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Your work e-mail address: you log in with it, and the activation link is sent to it */
                        email: string;
                        /** @description 1–150 characters */
                        first_name: string;
                        /** @description 1–150 characters */
                        last_name: string;
                        /** @description At least 10 characters, not only digits, not the e-mail address */
                        password: string;
                        /** @description The password again */
                        password_confirmation: string;
                        /** @description The basic terms of use are accepted (must be true) */
                        user_terms: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            /**
                             * Format: date-time
                             * @description The company part must follow before then
                             */
                            expires: string;
                            first_name: string;
                            /** @description The user application id: send it as user_application to registration/flexproviders/ */
                            id: string;
                            last_name: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/upload/meterreadings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Meter readings from a machine: the checks of the meterreadings file (aligned periods, duplicates, units, gaps, clock changes, direction, your meters only); any problem and nothing is written (400 names each by its index) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        readings: {
                            /** @description 30 or 15 */
                            interval_minutes: number;
                            meter_id: string;
                            /** @description Start of the period with its UTC offset: 2026-10-14T17:00:00Z */
                            period_start: string;
                            /** @description kW (average over the period) or kWh (energy in it) */
                            unit: string;
                            /** @description Decimal text, e.g. "152.25" */
                            value: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            from: string;
                            meters: number;
                            /** Format: date-time */
                            to: string;
                            written: number;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/upload/meterreadings/template/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The meter readings CSV prefilled for your required events: one row per meter and period still to send (period start in UTC and on the competition clock, value to fill in, unit, interval) */
        get: {
            parameters: {
                query?: {
                    /** @description Only this competition's required events */
                    competition?: string;
                    /** @description Comma-separated event ids, or "required" (the default): every required event */
                    events?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CSV text */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/upload/nominations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Nominated baselines from a machine: per competition, asset and period, until the lock (12:00 the day before delivery by default); any problem and nothing is written */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nominations: {
                            asset_ref: string;
                            competition: number;
                            /** @description MW of net import, decimal text (negative for export) */
                            mw: string;
                            /** @description Start of the period with its UTC offset */
                            period_start: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            written: number;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/deliveries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhooks/deliveries */
        get: {
            parameters: {
                query?: {
                    /** @description exact filter on endpoint (integer) */
                    endpoint?: string;
                    /** @description in filter on endpoint (integer) */
                    endpoint__in?: string;
                    /** @description exact filter on event_id (integer) */
                    event_id?: string;
                    /** @description gt filter on event_id (integer) */
                    event_id__gt?: string;
                    /** @description gte filter on event_id (integer) */
                    event_id__gte?: string;
                    /** @description in filter on event_id (integer) */
                    event_id__in?: string;
                    /** @description lt filter on event_id (integer) */
                    event_id__lt?: string;
                    /** @description lte filter on event_id (integer) */
                    event_id__lte?: string;
                    /** @description exact filter on event_type (string) */
                    event_type?: string;
                    /** @description in filter on event_type (string) */
                    event_type__in?: string;
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of: id, created, event_id, status; prefix - for descending. */
                    ordering?: string;
                    /** @description exact filter on status (string) */
                    status?: string;
                    /** @description in filter on status (string) */
                    status__in?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Every attempt, oldest first */
                            attempt_log: {
                                /** @description 1 for the first */
                                attempt: number;
                                /** Format: date-time */
                                created: string;
                                duration_ms: number;
                                error: string | null;
                                /** @description The HTTP status answered, null when none (network error, timeout) */
                                status_code: number | null;
                            }[];
                            /** @description Attempts made so far */
                            attempts: number;
                            /** Format: date-time */
                            completed: string | null;
                            /** Format: date-time */
                            created: string;
                            endpoint: number;
                            endpoint_url: string;
                            event_id: number;
                            event_type: string;
                            id: number;
                            last_error: string | null;
                            last_status_code: number | null;
                            organisation: number;
                            status: "pending" | "succeeded" | "failed";
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/deliveries/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of webhooks/deliveries */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Every attempt, oldest first */
                            attempt_log: {
                                /** @description 1 for the first */
                                attempt: number;
                                /** Format: date-time */
                                created: string;
                                duration_ms: number;
                                error: string | null;
                                /** @description The HTTP status answered, null when none (network error, timeout) */
                                status_code: number | null;
                            }[];
                            /** @description Attempts made so far */
                            attempts: number;
                            /** Format: date-time */
                            completed: string | null;
                            /** Format: date-time */
                            created: string;
                            endpoint: number;
                            endpoint_url: string;
                            event_id: number;
                            event_type: string;
                            id: number;
                            last_error: string | null;
                            last_status_code: number | null;
                            organisation: number;
                            status: "pending" | "succeeded" | "failed";
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/endpoints/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhooks/endpoints */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                    /** @description Same as ids. */
                    id__in?: string;
                    /** @description Comma-joined ids (max 1000). */
                    ids?: string;
                    /** @description exact filter on is_active (boolean) */
                    is_active?: string;
                    /** @description Page size (0 = count only, total in Content-Range; capped at the maximum). */
                    limit?: number;
                    offset?: number;
                    /** @description Comma list of: id, created, url; prefix - for descending. */
                    ordering?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            created: string;
                            description: string;
                            event_types: string[];
                            id: number;
                            is_active: boolean;
                            /** @description The newest delivery’s status */
                            last_delivery_status: "pending" | "succeeded" | "failed" | (never | null);
                            /** @description The provider organisation that owns the endpoint */
                            organisation: number;
                            /**
                             * Format: date-time
                             * @description When the secret was last replaced
                             */
                            secret_rotated: string | null;
                            url: string;
                        }[];
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        put?: never;
        /** Register a webhook endpoint for your organisation (up to 20). The answer shows its signing secret: the only time it is shown. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description What the endpoint is for (up to 500 characters) */
                        description?: string;
                        /** @description The event types sent (default: every dispatch.* type) */
                        event_types?: ("dispatch.instruction.created" | "dispatch.instruction.stopped" | "dispatch.instruction.responded" | "dispatch.instruction.expired" | "invoice.issued" | "settlement.report.published" | "settlement.dispute.updated" | "alert.triggered" | "alert.digest")[];
                        /** @description Where the events are POSTed: https:// to a public address (http://localhost or http://127.0.0.1 only where the server allows it, in development and tests) */
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            created: string;
                            description: string;
                            event_types: string[];
                            id: number;
                            is_active: boolean;
                            /** @description The newest delivery’s status */
                            last_delivery_status: "pending" | "succeeded" | "failed" | (never | null);
                            /** @description The provider organisation that owns the endpoint */
                            organisation: number;
                            /** @description The signing secret (whsec_…). Shown only in this answer: store it now. */
                            secret: string;
                            /**
                             * Format: date-time
                             * @description When the secret was last replaced
                             */
                            secret_rotated: string | null;
                            url: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/endpoints/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of webhooks/endpoints */
        get: {
            parameters: {
                query?: {
                    /** @description Comma list of: none. */
                    expand?: string;
                    /** @description Comma list of fields to return. */
                    fields?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            created: string;
                            description: string;
                            event_types: string[];
                            id: number;
                            is_active: boolean;
                            /** @description The newest delivery’s status */
                            last_delivery_status: "pending" | "succeeded" | "failed" | (never | null);
                            /** @description The provider organisation that owns the endpoint */
                            organisation: number;
                            /**
                             * Format: date-time
                             * @description When the secret was last replaced
                             */
                            secret_rotated: string | null;
                            url: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        /** Replace one of webhooks/endpoints */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description What the endpoint is for (up to 500 characters) */
                        description: string;
                        /** @description The event types sent (default: every dispatch.* type) */
                        event_types: ("dispatch.instruction.created" | "dispatch.instruction.stopped" | "dispatch.instruction.responded" | "dispatch.instruction.expired" | "invoice.issued" | "settlement.report.published" | "settlement.dispute.updated" | "alert.triggered" | "alert.digest")[];
                        is_active: boolean;
                        /** @description Where the events are POSTed: https:// to a public address (http://localhost or http://127.0.0.1 only where the server allows it, in development and tests) */
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            created: string;
                            description: string;
                            event_types: string[];
                            id: number;
                            is_active: boolean;
                            /** @description The newest delivery’s status */
                            last_delivery_status: "pending" | "succeeded" | "failed" | (never | null);
                            /** @description The provider organisation that owns the endpoint */
                            organisation: number;
                            /**
                             * Format: date-time
                             * @description When the secret was last replaced
                             */
                            secret_rotated: string | null;
                            url: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update one of webhooks/endpoints */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description What the endpoint is for (up to 500 characters) */
                        description?: string;
                        /** @description The event types sent (default: every dispatch.* type) */
                        event_types?: ("dispatch.instruction.created" | "dispatch.instruction.stopped" | "dispatch.instruction.responded" | "dispatch.instruction.expired" | "invoice.issued" | "settlement.report.published" | "settlement.dispute.updated" | "alert.triggered" | "alert.digest")[];
                        is_active?: boolean;
                        /** @description Where the events are POSTed: https:// to a public address (http://localhost or http://127.0.0.1 only where the server allows it, in development and tests) */
                        url?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            created: string;
                            description: string;
                            event_types: string[];
                            id: number;
                            is_active: boolean;
                            /** @description The newest delivery’s status */
                            last_delivery_status: "pending" | "succeeded" | "failed" | (never | null);
                            /** @description The provider organisation that owns the endpoint */
                            organisation: number;
                            /**
                             * Format: date-time
                             * @description When the secret was last replaced
                             */
                            secret_rotated: string | null;
                            url: string;
                        };
                    };
                };
                /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FieldErrors"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/webhooks/endpoints/{id}/rotate_secret/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the endpoint’s signing secret; the answer is the only one that shows the new secret */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            created: string;
                            description: string;
                            event_types: string[];
                            id: number;
                            is_active: boolean;
                            /** @description The newest delivery’s status */
                            last_delivery_status: "pending" | "succeeded" | "failed" | (never | null);
                            /** @description The provider organisation that owns the endpoint */
                            organisation: number;
                            /** @description The signing secret (whsec_…). Shown only in this answer: store it now. */
                            secret: string;
                            /**
                             * Format: date-time
                             * @description When the secret was last replaced
                             */
                            secret_rotated: string | null;
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/endpoints/{id}/set_inactive/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate one of webhooks/endpoints */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            created: string;
                            description: string;
                            event_types: string[];
                            id: number;
                            is_active: boolean;
                            /** @description The newest delivery’s status */
                            last_delivery_status: "pending" | "succeeded" | "failed" | (never | null);
                            /** @description The provider organisation that owns the endpoint */
                            organisation: number;
                            /**
                             * Format: date-time
                             * @description When the secret was last replaced
                             */
                            secret_rotated: string | null;
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Invalid input: messages by field (`{"name": ["…"]}`, nested objects and lists for nested fields), or `{"detail": "…"}`. */
        FieldErrors: {
            [key: string]: string | (string | components["schemas"]["FieldErrors"])[] | components["schemas"]["FieldErrors"];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
