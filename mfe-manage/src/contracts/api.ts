/**
 * The contracts screens' calls on the typed client: the caller's contracts (the server scopes
 * them to its organisation), accepting and terminating one, the signed links to its PDF and CSV,
 * and the framework agreements register.
 */
import { api, type ItemOf, type RequestBodyOf, type ResponseOf } from 'shared-session';

/** A call-off contract with its obligations (contracts/contracts/). */
export type Contract = ItemOf<'/contracts/contracts/'>;
export type ContractStatus = Contract['status'];
export type Obligation = Contract['obligations'][number];
export type FrameworkAgreement = ItemOf<'/contracts/framework-agreements/'>;
export type AcceptBody = RequestBodyOf<'/contracts/contracts/{id}/accept/', 'post'>;
export type TerminateBody = RequestBodyOf<'/contracts/contracts/{id}/terminate/', 'post'>;

/** Every contract the caller may see, newest first. */
export function allContracts(): Promise<Contract[]> {
  return api.all('/contracts/contracts/', { query: { ordering: '-created' } });
}

/** The provider accepts: typed name and the tick that the terms were read. */
export function acceptContract(id: number, body: AcceptBody): Promise<Contract> {
  return api.post('/contracts/contracts/{id}/accept/', { path: { id }, body });
}

/** The operator terminates with a reason and the contract's last day. */
export function terminateContract(id: number, body: TerminateBody): Promise<Contract> {
  return api.post('/contracts/contracts/{id}/terminate/', { path: { id }, body });
}

/** Signed links to the summary PDF and the obligations CSV, valid for the caller for a few minutes. */
export function contractLinks(id: number): Promise<ResponseOf<'/contracts/contracts/{id}/download_links/'>> {
  return api.get('/contracts/contracts/{id}/download_links/', { path: { id } });
}

/** The framework agreements the caller's organisation holds or was signed with, latest first. */
export function allFrameworkAgreements(): Promise<FrameworkAgreement[]> {
  return api.all('/contracts/framework-agreements/', { query: { ordering: '-signed_on' } });
}
