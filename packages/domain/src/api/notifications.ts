import { defineEndpoints } from './endpoint';
import { NOTIFICATION_PATHS } from './notifications.paths';

export const notificationEndpoints = defineEndpoints('Notifications', NOTIFICATION_PATHS, {});
