/** Where the customer's complaint ('Laporkan Kendala') lives (SPEC §5); its shape: complaints.ts. */
export const COMPLAINT_PATHS = {
  createComplaint: 'POST /api/complaints',
} as const;
