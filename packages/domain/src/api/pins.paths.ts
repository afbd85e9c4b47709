/** Where the calls of pinned products live (SPEC §7 'product-pins'); their shapes: pins.ts. */
export const PIN_PATHS = {
  listPins: 'GET /api/product-pins',
  createPin: 'POST /api/product-pins',
  deletePin: 'DELETE /api/product-pins/:id',
} as const;
