/** Where the calls that change and prove the signed-in user's phone number live; their shapes: phone-verification.ts. */
export const PHONE_VERIFICATION_PATHS = {
  updatePhone: 'PUT /api/users/update-phone',
  requestPhoneCode: 'POST /api/users/phone/code',
  verifyPhone: 'POST /api/users/phone/verify',
} as const;
