/**
 * The milestones screens' calls on the typed client: the caller's milestones (the server scopes
 * them to its organisation), submitting evidence, accepting and rejecting, and the signed link to
 * an evidence file.
 */
import { api, type ItemOf, type RequestBodyOf, type ResponseOf } from 'shared-session';

export type Milestone = ItemOf<'/contracts/milestones/'>;
export type MilestoneStatus = Milestone['status'];
export type MilestoneKind = Milestone['kind'];
export type SubmitBody = RequestBodyOf<'/contracts/milestones/{id}/submit/', 'post'>;
export type RejectBody = RequestBodyOf<'/contracts/milestones/{id}/reject/', 'post'>;

/** The upload kind of evidence files (files/upload/{kind}/). */
export const EVIDENCE_KIND = 'milestone-evidence';

/** Every milestone the caller may see, soonest due first. */
export function allMilestones(): Promise<Milestone[]> {
  return api.all('/contracts/milestones/', { query: { ordering: 'due_on' } });
}

export function submitMilestone(id: number, body: SubmitBody): Promise<Milestone> {
  return api.post('/contracts/milestones/{id}/submit/', { path: { id }, body });
}

export function acceptMilestone(id: number): Promise<Milestone> {
  return api.post('/contracts/milestones/{id}/accept/', { path: { id } });
}

export function rejectMilestone(id: number, body: RejectBody): Promise<Milestone> {
  return api.post('/contracts/milestones/{id}/reject/', { path: { id }, body });
}

export function evidenceLink(id: number): Promise<ResponseOf<'/contracts/milestones/{id}/evidence_link/'>> {
  return api.get('/contracts/milestones/{id}/evidence_link/', { path: { id } });
}
