/** Company qualification's screens (spec platform §2.1). */
export const PROVIDER_APPLICATIONS = '/manage/flexprovider/applications';
export const OPERATOR_APPLICATIONS = '/manage/systemoperator/applications';

export const providerStagePath = (id: number | string, section: string): string => `${PROVIDER_APPLICATIONS}/${id}/${section}`;
export const operatorApplicationPath = (id: number | string): string => `${OPERATOR_APPLICATIONS}/${id}`;
