import { describe, expect, it } from 'vitest';
import { credentialRows, type SeatCredentials } from './accounts';

const seat: SeatCredentials = {
  email: 'keluarga01',
  domain: 'gmail.com',
  password: 'rahasia123',
  profile: 'Profil 3',
  pin: '1234',
  key: 'AAAA-BBBB',
  link: ['https://invite.example/1', 'https://invite.example/2'],
};

const values = (type: string, credentials: SeatCredentials = seat, productLink: string | null = null) =>
  Object.fromEntries(
    credentialRows({ type, packageName: null }, credentials, productLink).map((row) => [
      row.label,
      row.value,
    ]),
  );

describe('credentialRows', () => {
  it.each([
    [
      'Sharing Private',
      { Email: 'keluarga01@gmail.com', Password: 'rahasia123', Profil: 'Profil 3', PIN: '1234' },
    ],
    ['Dedicated Private', { Email: 'keluarga01@gmail.com', Password: 'rahasia123' }],
    ['Dedicated Auto', { Email: 'keluarga01@gmail.com', Password: 'rahasia123' }],
    ['Sharing Account', { Email: 'keluarga01@gmail.com', Password: 'rahasia123' }],
    ['Product Key', { 'Product Key': 'AAAA-BBBB' }],
    ['Invite Sharing', { 'Link Undangan': 'https://invite.example/1' }],
    ['Digital Product', { 'Link Produk': 'https://invite.example/1' }],
    ['Invite Email', {}],
    ['Lisensi', {}],
  ])('%s', (type, expected) => {
    expect(values(type)).toEqual(expected);
  });

  it('prefers the product link for a digital product and keeps missing values null', () => {
    expect(values('Digital Product', seat, 'https://shop.example/ebook')).toEqual({
      'Link Produk': 'https://shop.example/ebook',
    });
    const ended: SeatCredentials = { ...seat, email: null, password: null, link: [] };
    expect(values('Sharing Account', ended)).toEqual({ Email: null, Password: null });
    expect(values('Invite Sharing', ended)).toEqual({ 'Link Undangan': null });
    expect(values('Sharing Account', { ...seat, domain: null })).toMatchObject({ Email: 'keluarga01' });
  });
});
