import { defineEndpoints } from './endpoint';
import { COMPLAINT_PATHS } from './complaints.paths';

export const complaintEndpoints = defineEndpoints('Complaints', COMPLAINT_PATHS, {});
