import { defineEndpoints } from './endpoint';
import { ADMIN_CATALOGUE_PATHS } from './admin-catalogue.paths';

export const adminCatalogueEndpoints = defineEndpoints('Admin: catalogue', ADMIN_CATALOGUE_PATHS, {});
