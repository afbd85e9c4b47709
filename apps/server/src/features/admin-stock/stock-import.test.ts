import { csvLine } from '@premium-shop/domain/csv';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonCaller } from '../../../test/api';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { signedInAdmin } from '../../../test/customers';
import { createTestApp } from '../../../test/helper';
import { variants } from '../../db/schema/catalogue';
import { productItems } from '../../db/schema/stock';
import { parseImportLines } from './stock-import.service';

const { app, db, tokens, vault } = await createTestApp();
const shop = await catalogueFixtures(db, {
  packages: ['Sharing'],
  product: () => ({ type: 'Sharing Private' }),
});
const SHARING = shop.packageId('Sharing');
const admin = await signedInAdmin(db, tokens);
const call = jsonCaller(app, admin.token);

async function makeProduct() {
  const product = await shop.makeProduct({ slot: 4 });
  await db.insert(variants).values({ productId: product.id, packageId: SHARING });
  return product;
}

function parsed(text: string) {
  const { lines, errors } = parseImportLines(text);
  return { lines, errors: Object.fromEntries(errors) };
}

// Passwords the pipe format cannot carry: a '|', spaces at the edges, the CSV delimiters, quotes.
const PIPE_PASSWORD = 'Pa|ss|word';
const SPACED_PASSWORD = '  spasi di tepi  ';
const QUOTED_PASSWORD = 'ko,ma;"kutip"';

describe('reading an import in CSV', () => {
  it('is chosen by the header row and keeps quoted fields exactly', () => {
    const text = [
      '\uFEFF# akun bulan ini',
      'email,password,pin,profil',
      csvLine(['satu@premiumshop.id', PIPE_PASSWORD, '1234', '']),
      csvLine(['dua@premiumshop.id', SPACED_PASSWORD, '', 'Profil 1:1111;Profil 2:2222']),
      '',
      csvLine(['tiga@premiumshop.id', QUOTED_PASSWORD]),
    ].join('\r\n');
    expect(parsed(text)).toEqual({
      lines: [
        { line: 3, email: 'satu@premiumshop.id', password: PIPE_PASSWORD, pin: '1234', profiles: [] },
        {
          line: 4,
          email: 'dua@premiumshop.id',
          password: SPACED_PASSWORD,
          profiles: [
            { name: 'Profil 1', pin: '1111' },
            { name: 'Profil 2', pin: '2222' },
          ],
        },
        { line: 6, email: 'tiga@premiumshop.id', password: QUOTED_PASSWORD, profiles: [] },
      ],
      errors: {},
    });
  });

  it('takes the columns in the header’s order and case, trims unquoted fields, and reads semicolons', () => {
    expect(
      parsed('Password ; EMAIL\n Rahasia#1 ; a@premiumshop.id \n" Rahasia#2";b@premiumshop.id').lines,
    ).toEqual([
      { line: 2, email: 'a@premiumshop.id', password: 'Rahasia#1', profiles: [] },
      { line: 3, email: 'b@premiumshop.id', password: ' Rahasia#2', profiles: [] },
    ]);
  });

  it('numbers records by their first line, across a password with a line break', () => {
    const text = 'email,password\n"a@premiumshop.id","satu\ndua"\nbukan-email,x';
    expect(parsed(text)).toEqual({
      lines: [{ line: 2, email: 'a@premiumshop.id', password: 'satu\ndua', profiles: [] }],
      errors: { 4: 'Baris 4: email tidak valid' },
    });
  });

  it.each([
    [
      'email,sandi\na@b.id,x',
      {
        1: 'Baris 1: kolom "sandi" tidak dikenal, judul kolom: email,password,pin,profil (opsional: jatuh_tempo,biaya,siklus,otomatis,catatan)',
      },
    ],
    [
      'email,pin\na@b.id,1',
      { 1: 'Baris 1: kolom email dan password wajib ada, judul kolom: email,password,pin,profil' },
    ],
    ['email,password,Email\na@b.id,x,y', { 1: 'Baris 1: kolom email tertulis dua kali' }],
    ['email,password\na@b.id,"tidak ditutup', { 2: 'Baris 2: tanda kutip tidak ditutup' }],
    ['email,password\na@b.id,x,y', { 2: 'Baris 2: terlalu banyak kolom, format: email,password,pin,profil' }],
    ['email;password\na@b.id;x;y', { 2: 'Baris 2: terlalu banyak kolom, format: email;password;pin;profil' }],
    ['email,password\na@b.id,', { 2: 'Baris 2: password wajib diisi' }],
    ['email,password\na@b.id,x\nA@B.id,y', { 3: 'Baris 3: email sama dengan baris 2' }],
  ])('refuses %j', (text, errors) => {
    expect(parsed(text).errors).toEqual(errors);
  });

  it('accepts empty cells past the last heading (a spreadsheet writes them)', () => {
    expect(parsed('email,password\na@b.id,x,,\n').lines).toEqual([
      { line: 2, email: 'a@b.id', password: 'x', profiles: [] },
    ]);
  });

  it('leaves the pipe format as it was: no header, parts trimmed', () => {
    expect(parsed('# email|password\n a@b.id | Rahasia#1 | 12 | Profil A \nb@b.id|x,y')).toEqual({
      lines: [
        {
          line: 2,
          email: 'a@b.id',
          password: 'Rahasia#1',
          pin: '12',
          profiles: [{ name: 'Profil A', pin: '12' }],
        },
        { line: 3, email: 'b@b.id', password: 'x,y', profiles: [] },
      ],
      errors: {},
    });
  });
});

describe('POST /api/admin/product-items/import with CSV', () => {
  it('seals each password exactly as the quoted field held it', async () => {
    const product = await makeProduct();
    const answer = await call('POST', '/api/admin/product-items/import', {
      product: product.id,
      package: SHARING,
      lines: [
        'email,password,pin,profil',
        csvLine(['pipa@premiumshop.id', PIPE_PASSWORD, '', '']),
        csvLine(['spasi@premiumshop.id', SPACED_PASSWORD, ' 0042 ', 'Profil 1:1111;Profil 2:2222']),
        csvLine(['kutip@premiumshop.id', QUOTED_PASSWORD]),
      ].join('\r\n'),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe('3 akun berhasil diimpor');
    expect(JSON.stringify(answer.body)).not.toContain(PIPE_PASSWORD);
    const stored = await db
      .select()
      .from(productItems)
      .where(eq(productItems.productId, product.id))
      .orderBy(asc(productItems.email));
    expect(stored.map((item) => [item.email, item.slot, vault.open(item.secret!)])).toEqual([
      ['kutip@premiumshop.id', 4, { password: QUOTED_PASSWORD }],
      ['pipa@premiumshop.id', 4, { password: PIPE_PASSWORD }],
      [
        'spasi@premiumshop.id',
        4,
        {
          password: SPACED_PASSWORD,
          pin: ' 0042 ',
          profiles: [
            { name: 'Profil 1', pin: '1111' },
            { name: 'Profil 2', pin: '2222' },
          ],
        },
      ],
    ]);
  });

  it('refuses the whole import with the bad records by line', async () => {
    const product = await makeProduct();
    const answer = await call('POST', '/api/admin/product-items/import', {
      product: product.id,
      package: SHARING,
      lines: 'email,password\nbaik@premiumshop.id,"Baik|1"\nbukan-email,"x"\n',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ 'lines.3': 'Baris 3: email tidak valid' });
    expect(await db.select().from(productItems).where(eq(productItems.productId, product.id))).toEqual([]);
  });
});
