import { describe, expect, it } from 'vitest';
import { endSentence, labelled, sentences } from './sentence';

describe('endSentence', () => {
  it('adds a full stop to text without one', () => {
    expect(endSentence('Nominal tidak sesuai')).toBe('Nominal tidak sesuai.');
  });

  it('keeps the stop the text already has, once', () => {
    expect(endSentence('Nominal tidak sesuai.')).toBe('Nominal tidak sesuai.');
    expect(endSentence('Buram!')).toBe('Buram!');
    expect(endSentence('Sudah transfer?')).toBe('Sudah transfer?');
    expect(endSentence('Tunggu…')).toBe('Tunggu…');
    // Spaces after the stop do not hide it.
    expect(endSentence('  Buram.  \n')).toBe('Buram.');
  });

  it('leaves empty text empty', () => {
    expect(endSentence('')).toBe('');
    expect(endSentence('   ')).toBe('');
    expect(endSentence(null)).toBe('');
    expect(endSentence(undefined)).toBe('');
  });
});

describe('sentences', () => {
  it('ends every part once, with or without its own stop', () => {
    expect(sentences('Pesanan ditolak', labelled('Alasan', 'Buram'))).toBe('Pesanan ditolak. Alasan: Buram.');
    expect(sentences('Pesanan ditolak', labelled('Alasan', 'Buram.'))).toBe(
      'Pesanan ditolak. Alasan: Buram.',
    );
    expect(sentences('Pesanan ditolak.', labelled('Alasan', 'Buram!'))).toBe(
      'Pesanan ditolak. Alasan: Buram!',
    );
  });

  it('leaves out an empty optional part, so the rest still reads as whole sentences', () => {
    expect(labelled('Alasan', '')).toBeNull();
    expect(labelled('Alasan', '  ')).toBeNull();
    expect(labelled('Alasan', null)).toBeNull();
    expect(sentences('Pesanan ditolak', labelled('Alasan', ''), false, null, undefined, '')).toBe(
      'Pesanan ditolak.',
    );
    expect(sentences('Ditolak', labelled('Alasan', undefined), 'Unggah lagi')).toBe('Ditolak. Unggah lagi.');
  });
});
