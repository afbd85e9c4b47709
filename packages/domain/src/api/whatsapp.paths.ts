/** Where Fonnte reports what became of a WhatsApp message; its shape: whatsapp.ts. */
export const WHATSAPP_PATHS = {
  receiveFonnteStatus: 'POST /api/whatsapp/fonnte-status/:token',
} as const;
