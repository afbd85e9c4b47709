import { defineEndpoints } from './endpoint';
import { STOREFRONT_PATHS } from './storefront.paths';

export const storefrontEndpoints = defineEndpoints('Storefront', STOREFRONT_PATHS, {});
