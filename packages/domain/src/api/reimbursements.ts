import { defineEndpoints } from './endpoint';
import { REIMBURSEMENT_PATHS } from './reimbursements.paths';

export const reimbursementEndpoints = defineEndpoints('Reimbursements', REIMBURSEMENT_PATHS, {});
