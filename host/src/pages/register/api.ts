/** The registration calls (api/src/domain/registration). A 401 here is never a lost session. */
import { api, type ActivationLink, type ActivationResend, type RegistrationCompanyPart, type RegistrationUserPart } from 'shared-session';

const request = { context: { skipAuthError: true } };

export const submitUserPart = (body: RegistrationUserPart) => api.post('/registration/users/', { body, request });
export const submitCompanyPart = (body: RegistrationCompanyPart) => api.post('/registration/flexproviders/', { body, request });
export const activate = (link: ActivationLink) => api.post('/registration/activation/', { body: link, request });
export const resendActivation = (by: ActivationResend) => api.post('/registration/activation/resend/', { body: by, request });

export const loadCountries = () => api.get('/registration/countries/', { request });
