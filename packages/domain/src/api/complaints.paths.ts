/** Where the complaints calls live; their shapes: complaints.ts. */
export const COMPLAINT_PATHS = {} as const;
