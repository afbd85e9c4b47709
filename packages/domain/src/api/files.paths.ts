/** Where the files calls live; their shapes: files.ts. */
export const FILE_PATHS = {} as const;
