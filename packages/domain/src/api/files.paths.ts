/** Where a private upload (a payment or reimbursement proof) is read; its shape: files.ts. */
export const FILE_PATHS = {
  getFile: 'GET /api/files/:name',
} as const;
