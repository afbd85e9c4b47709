import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvDateTime, csvFileName, csvLine, parseCsv, toCsv, type CsvValue } from './csv';
import { formulaCells, readWithQuotes } from './testing/spreadsheet';

describe('csvCell', () => {
  it.each<[CsvValue, string]>([
    ['Budi', 'Budi'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [27_000, '27000'],
    [0, '0'],
    [Number.NaN, ''],
    [true, 'true'],
    ['Rp 25.000, diskon', '"Rp 25.000, diskon"'],
    ['kata "kutip"', '"kata ""kutip"""'],
    ['baris satu\nbaris dua', '"baris satu\nbaris dua"'],
    ['a\r\nb', '"a\r\nb"'],
    ['Profil 1:1111;Profil 2:2222', '"Profil 1:1111;Profil 2:2222"'],
    [' spasi di tepi ', '" spasi di tepi "'],
    ['Kopi ☕ dan Rp', 'Kopi ☕ dan Rp'],
    // Formula injection: the spreadsheet must read these as text.
    ['=HYPERLINK("http://jahat.id")', '"\'=HYPERLINK(""http://jahat.id"")"'],
    ['+6281234567890', "'+6281234567890"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', `"'\tTAB"`],
    ['\rCR', '"\'\rCR"'],
    ['a=b', 'a=b'],
    // A spreadsheet splitting on ';' or tab starts a cell after each of them, and after a line break.
    ['Nm;=1+9;z', `"Nm;'=1+9;z"`],
    ['x;=1+4;y', `"x;'=1+4;y"`],
    ['x; "=1', `"x; ""'=1"`],
    ['a,+1', `"a,'+1"`],
    ['a\t@SUM(A1)', `"a\t'@SUM(A1)"`],
    ['satu\n-2', `"satu\n'-2"`],
    [' =1', `" '=1"`],
    ['Ａ；＝1', 'Ａ；＝1'],
    ['a;\uFF1D1', `"a;'\uFF1D1"`],
    ['Budi - Jakarta; 2 akun', '"Budi - Jakarta; 2 akun"'],
  ])('%j -> %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('the formula guard, read as a spreadsheet reads', () => {
  it('leaves no formula in the cells of the issue, read on comma, semicolon or tab', () => {
    const csv = toCsv(
      [
        { header: 'Nama', value: (row: { name: string; note: string }) => row.name },
        { header: 'Catatan', value: (row) => row.note },
      ],
      [{ name: 'Nm;=1+9;z', note: 'x;=1+4;y' }],
    );
    expect(formulaCells(csv)).toEqual([]);
    // Unguarded, the semicolon reader would have found '=1+9' and '=1+4' as cells of their own.
    expect(readWithQuotes('\uFEFFNama,Catatan\r\nx,"Nm;=1+9;z"\r\n', ';')[1]).toEqual([
      'x,"Nm',
      '=1+9',
      'z"',
    ]);
  });

  it('leaves no formula in any export of any text, read on any separator, with or without quotes', () => {
    const risky = fc.constantFrom(...'=+-@,;\t\r\n" \'aZ1.\uFF1D');
    const text = fc.array(risky, { maxLength: 12 }).map((chars) => chars.join(''));
    // Exports hold counts and Rupiah, never a negative number.
    const cell = fc.oneof(text, fc.integer({ min: 0, max: 100_000_000 }), fc.constant(null));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { maxLength: 4 }), (rows) => {
        const columns = [0, 1, 2].map((index) => ({
          header: `Kolom ${index}`,
          value: (row: CsvValue[]) => row[index],
        }));
        expect(formulaCells(toCsv(columns, rows))).toEqual([]);
      }),
      { numRuns: 2_000 },
    );
  });

  it('still reads back, by the shop’s own reader, every text it wrote apart from the guard', () => {
    const cells = ['Nm;=1+9;z', 'plain', '+628123'];
    expect(parseCsv(`${csvLine(cells)}\r\n`).records![0]!.fields.map((field) => field.value)).toEqual([
      "Nm;'=1+9;z",
      'plain',
      "'+628123",
    ]);
  });
});

describe('toCsv', () => {
  it('writes the byte order mark, the heading and a CRLF-ended line per row', () => {
    const csv = toCsv(
      [
        { header: 'Nama', value: (row: { name: string; total: number }) => row.name },
        { header: 'Total (Rp)', value: (row) => row.total },
      ],
      [
        { name: 'Budi, S.', total: 27_000 },
        { name: 'Siti', total: 0 },
      ],
    );
    expect(csv).toBe('\uFEFFNama,Total (Rp)\r\n"Budi, S.",27000\r\nSiti,0\r\n');
  });

  it('writes only the heading for no rows', () => {
    expect(toCsv([{ header: 'Nama', value: () => '' }], [])).toBe('\uFEFFNama\r\n');
  });
});

describe('csvDateTime and csvFileName', () => {
  it('writes the moment in WIB', () => {
    expect(csvDateTime('2026-11-26T17:42:10.000Z')).toBe('2026-11-27 00:42');
    expect(csvDateTime(null)).toBe('');
    expect(csvDateTime('bukan tanggal')).toBe('');
    expect(csvFileName('pesanan', new Date('2026-11-26T01:05:00.000Z'))).toBe('pesanan-20261126-0805.csv');
  });
});

describe('parseCsv', () => {
  const values = (text: string, delimiter: ',' | ';' = ',') =>
    parseCsv(text, delimiter).records?.map((record) => record.fields.map((field) => field.value));

  it('reads what csvLine writes, whatever the field holds', () => {
    const cells = ['a|b', ' spasi ', 'kutip "dalam"', 'koma, titik koma;', 'baris\nbaru', ''];
    expect(values(`${csvLine(cells)}\r\n`)).toEqual([cells]);
  });

  it('numbers records by the line they start on, across quoted line breaks', () => {
    const result = parseCsv('\uFEFFemail,password\r\na@b.id,"satu\r\ndua"\n\n# catatan\nc@d.id,x');
    expect(result.records?.map((record) => [record.line, record.raw])).toEqual([
      [1, 'email,password'],
      [2, 'a@b.id,"satu'],
      [4, ''],
      [5, '# catatan'],
      [6, 'c@d.id,x'],
    ]);
  });

  it('tells quoted fields from unquoted ones, and keeps quoted ones exactly', () => {
    expect(parseCsv('" a ", b ').records?.[0]?.fields).toEqual([
      { value: ' a ', isQuoted: true },
      { value: ' b ', isQuoted: false },
    ]);
  });

  it('reads semicolons as the delimiter when asked (Excel in an Indonesian locale)', () => {
    expect(values('email;password\na@b.id;"x;y"', ';')).toEqual([
      ['email', 'password'],
      ['a@b.id', 'x;y'],
    ]);
  });

  it('reads lone CR line ends, an empty last field and a quote inside an unquoted field', () => {
    expect(values('a,b,\rc"d,e')).toEqual([
      ['a', 'b', ''],
      ['c"d', 'e'],
    ]);
  });

  it('refuses a quote left open or text after a closing quote, naming the line', () => {
    expect(parseCsv('a,b\nc,"tidak ditutup\nlagi')).toEqual({
      error: { line: 2, message: 'tanda kutip tidak ditutup' },
    });
    expect(parseCsv('a\n"x"y,z')).toEqual({
      error: { line: 2, message: 'ada teks setelah tanda kutip penutup' },
    });
  });
});
