import { defineEndpoints } from './endpoint';
import { CATALOGUE_PATHS } from './catalogue.paths';

export const catalogueEndpoints = defineEndpoints('Catalogue', CATALOGUE_PATHS, {});
