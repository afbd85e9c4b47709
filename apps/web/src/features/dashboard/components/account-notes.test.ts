import { describe, expect, it } from 'vitest';
import { ACCOUNT_NOTES, accountNotes } from './account-notes';

describe('accountNotes', () => {
  it.each([
    ['Invite Email', [ACCOUNT_NOTES.inviteEmail, ACCOUNT_NOTES.otp]],
    ['Sharing Private', [ACCOUNT_NOTES.otp, ACCOUNT_NOTES.weeklyReset]],
    ['Sharing Account', [ACCOUNT_NOTES.otp, ACCOUNT_NOTES.weeklyReset]],
    ['Dedicated Private', [ACCOUNT_NOTES.otp, ACCOUNT_NOTES.changePassword]],
    ['Dedicated Auto', [ACCOUNT_NOTES.otp]],
    ['Product Key', [ACCOUNT_NOTES.otp]],
    ['Invite Sharing', [ACCOUNT_NOTES.otp]],
  ])('%s', (type, notes) => {
    expect(accountNotes(type)).toEqual(notes);
  });
});
