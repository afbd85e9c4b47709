/** Where the pins calls live; their shapes: pins.ts. */
export const PIN_PATHS = {} as const;
