import { defineEndpoints } from './endpoint';
import { ADMIN_PEOPLE_PATHS } from './admin-people.paths';

export const adminPeopleEndpoints = defineEndpoints('Admin: people', ADMIN_PEOPLE_PATHS, {});
