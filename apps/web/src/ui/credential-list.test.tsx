import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { credentialRows, isEndedStatus, MISSING_CREDENTIAL_TEXT } from '../lib/dashboard/accounts';
import { CredentialList } from './credential-list';

const seat = {
  email: 'netflix.grupa@premiumshop.id',
  domain: null,
  password: 'NfxGrupA#2611',
  profile: 'Profil 2',
  pin: null,
  key: null,
  link: [],
};

function valueOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling!.textContent;
}

describe('CredentialList', () => {
  it("shows a live seat's missing PIN as not yet given, never 'Akun mu sudah habis'", () => {
    render(
      <CredentialList
        rows={credentialRows({ type: 'Sharing Private', packageName: 'Sharing' }, seat)}
        isEnded={isEndedStatus('Paid', 'Aktif')}
      />,
    );
    expect(valueOf('Profil')).toBe('Profil 2');
    expect(valueOf('PIN')).toBe(MISSING_CREDENTIAL_TEXT);
    expect(MISSING_CREDENTIAL_TEXT).toBe('Belum tersedia, hubungi admin');
    expect(screen.queryByText('Akun mu sudah habis')).not.toBeInTheDocument();
    // Nothing to copy for the missing value.
    expect(screen.queryByRole('button', { name: 'Salin PIN' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salin Profil' })).toBeInTheDocument();
  });

  it("shows an ended (Habis) seat's missing values as 'Akun mu sudah habis'", () => {
    render(
      <CredentialList
        rows={credentialRows(
          { type: 'Sharing Private', packageName: 'Sharing' },
          { ...seat, password: null },
        )}
        isEnded={isEndedStatus('Habis')}
      />,
    );
    expect(valueOf('Password')).toBe('Akun mu sudah habis');
    expect(valueOf('PIN')).toBe('Akun mu sudah habis');
    expect(valueOf('Email')).toBe('netflix.grupa@premiumshop.id');
  });

  it('treats Tenggang, Habis, Expired, Nonaktif and Canceled as ended, Aktif and Paid as live', () => {
    for (const status of ['Tenggang', 'Habis', 'Expired', 'Nonaktif', 'Canceled']) {
      expect(isEndedStatus(status)).toBe(true);
    }
    expect(isEndedStatus('Aktif', 'Paid', 'Process', null)).toBe(false);
  });
});
