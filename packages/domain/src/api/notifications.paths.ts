/** Where the notifications calls live; their shapes: notifications.ts. */
export const NOTIFICATION_PATHS = {} as const;
