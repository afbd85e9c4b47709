import { defineEndpoints } from './endpoint';
import { ADMIN_PROMOTION_PATHS } from './admin-promotions.paths';

export const adminPromotionEndpoints = defineEndpoints('Admin: promotions', ADMIN_PROMOTION_PATHS, {});
