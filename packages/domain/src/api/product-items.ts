import { defineEndpoints } from './endpoint';
import { PRODUCT_ITEM_PATHS } from './product-items.paths';

export const productItemEndpoints = defineEndpoints('Product items', PRODUCT_ITEM_PATHS, {});
