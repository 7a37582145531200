/** The registration pages' paths: the route table and the pages' links both use these. */
export const REGISTER_STAGES = ['confirm', 'user', 'company', 'submit'] as const;
export type RegisterStage = (typeof REGISTER_STAGES)[number];

export const REGISTER_PATHS = {
  /** Sends to the first stage still open. */
  root: '/register',
  stagePattern: '/register/:stage',
  stage: (stage: RegisterStage) => `/register/${stage}`,
  /** Where a logged-in user registers another organisation. */
  new: '/register-new',
} as const;
