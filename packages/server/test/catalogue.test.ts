import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeIsbn13, type ApiClient } from '@shelfmark/api-client';
import { encodeMarcRecord } from '../src/marc/marcRecord';
import { productMarcRecord } from '../src/marc/productMarc';
import type { ProductRecord } from '../src/products/productRepo';
import { DEMO_TITLE, DEMO_TITLE_THORNDIKE } from '../src/seed/demo';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

let db: FreshDatabase;
let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer(db.database);
  api = server.clientFor(null);
});

afterAll(async () => {
  await server?.close();
  await db?.cleanup();
});

const isbnsWhere = async (where: ReturnType<typeof sql>) =>
  (await db.database.query<{ isbn13: string }>(sql`SELECT isbn13 FROM products WHERE ${where} ORDER BY isbn13`)).map(
    (r) => r.isbn13,
  );

describe('NECP-01 the catalogue page fields of non-ecommerce products', () => {
  it('answers every non-ecommerce product with audiences, content types, platform links and included collections', async () => {
    const isbns = await isbnsWhere(sql`NOT is_ecommerce`);
    expect(isbns.length).toBeGreaterThanOrEqual(5);
    for (const isbn of isbns) {
      const product = await api.products.byCode({ productCode: isbn });
      expect(product.audiences?.length, isbn).toBeGreaterThan(0);
      expect(product.contentType, isbn).toEqual(expect.arrayContaining([expect.any(String)]));
      expect(product.shelfmarkLinks, isbn).toEqual([
        { url: expect.stringMatching(new RegExp(`^https://go\\.shelfmark\\.test/[a-z-]+/${isbn}$`)) },
      ]);
      expect(product.includedInProducts?.entry.length, isbn).toBeGreaterThan(0);
      expect(product.readingLevel, isbn).toBeTruthy();
    }
  });

  it('links each included collection to a catalogue page that opens: its key is that product’s ISBN and its name the title', async () => {
    const [isbn] = await isbnsWhere(sql`NOT is_ecommerce`);
    const product = await api.products.byCode({ productCode: isbn! });
    for (const collection of product.includedInProducts!.entry) {
      expect(collection.key).not.toBe(isbn);
      const target = await api.products.byCode({ productCode: collection.key });
      expect(target.fullTitle).toBe(collection.value);
      expect(target.customIsPurchasable).toBe(false);
    }
  });

  it('leaves the fields out for books, which have none', async () => {
    const book = await api.products.byCode({ productCode: DEMO_TITLE.isbn13 });
    expect(book.includedInProducts).toBeUndefined();
    expect(book.audiences).toBeUndefined();
    expect(book.shelfmarkLinks).toBeUndefined();
  });
});

/**
 * A reader of ISO 2709 written for this test (independent of src/marc): the leader, every directory
 * entry checked against the bytes, and the fields by tag with their subfields.
 */
function parseIso2709(bytes: Uint8Array) {
  const text = (from: number, to: number) => new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(from, to));
  const leader = text(0, 24);
  const base = Number(leader.slice(12, 17));
  const problems: string[] = [];
  if (Number(leader.slice(0, 5)) !== bytes.length)
    problems.push(`leader length ${leader.slice(0, 5)} but ${bytes.length} bytes`);
  if (bytes.at(-1) !== 0x1d) problems.push('no record terminator');
  if (bytes[base - 1] !== 0x1e) problems.push('no field terminator at the end of the directory');
  const directory = text(24, base - 1);
  if (directory.length % 12 !== 0) problems.push('directory is not made of 12-byte entries');
  const fields: { tag: string; data: string }[] = [];
  let next = 0;
  for (let i = 0; i + 12 <= directory.length; i += 12) {
    const tag = directory.slice(i, i + 3);
    const length = Number(directory.slice(i + 3, i + 7));
    const start = Number(directory.slice(i + 7, i + 12));
    if (start !== next) problems.push(`${tag} starts at ${start}, not ${next}`);
    if (bytes[base + start + length - 1] !== 0x1e) problems.push(`${tag} does not end with a field terminator`);
    next = start + length;
    fields.push({ tag, data: text(base + start, base + start + length - 1) });
  }
  if (base + next !== bytes.length - 1) problems.push('the fields do not end at the record terminator');
  const subfields = (tag: string) =>
    fields
      .filter((f) => f.tag === tag)
      .map(
        (f) =>
          Object.fromEntries(
            f.data
              .split('\u001f')
              .slice(1)
              .map((s) => [s[0], s.slice(1)]),
          ) as Record<string, string>,
      );
  const indicators = (tag: string) => fields.find((f) => f.tag === tag)?.data.slice(0, 2);
  return {
    leader,
    problems,
    tags: fields.map((f) => f.tag),
    control: (tag: string) => fields.find((f) => f.tag === tag)?.data,
    subfields,
    indicators,
  };
}

const getMarc = (path: string) => fetch(`${server.baseUrl}${path}`);

describe('PDP-01 the MARC record of a product (/marc/{isbn13}.mrc)', () => {
  it('serves the second-brand demo title as a MARC 21 record that parses back: leader, directory, ISBN, author, title, publisher, extent', async () => {
    const response = await getMarc(`/marc/${DEMO_TITLE_THORNDIKE.isbn13}.mrc`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/marc');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${DEMO_TITLE_THORNDIKE.isbn13}.mrc"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    const record = parseIso2709(bytes);
    expect(record.problems).toEqual([]);
    expect(record.leader.slice(5, 10)).toBe('nam a'); // new, language material, monograph, Unicode
    expect(record.leader.slice(20)).toBe('4500');
    expect(record.control('001')).toBe(DEMO_TITLE_THORNDIKE.isbn13);
    expect(record.control('008')).toHaveLength(40);
    expect(record.control('008')!.slice(7, 11)).toBe('2025');
    expect(record.control('008')![23]).toBe('d'); // large print
    expect(record.subfields('020').map((f) => f.a)).toContain(DEMO_TITLE_THORNDIKE.isbn13);
    expect(record.subfields('100')[0]!.a).toBe('Fairweather, Rosa,');
    expect(record.subfields('245')[0]!.a).toContain(DEMO_TITLE_THORNDIKE.title);
    expect(record.subfields('245')[0]!.c).toBe('by Rosa Fairweather.');
    expect(record.subfields('264')[0]).toMatchObject({ b: 'Thorndike Press,', c: '2025.' });
    expect(record.subfields('264')[1]).toEqual({ c: '©2025' }); // a multi-byte character: offsets count bytes
    expect(record.subfields('300')[0]).toEqual({ a: '512 pages ;', c: '23 cm' });
    expect(record.tags).toEqual([...record.tags].sort());
  });

  it('files a leading article as non-filing and adds further authors (first-brand demo title)', async () => {
    const record = parseIso2709(new Uint8Array(await (await getMarc(`/marc/${DEMO_TITLE.isbn13}.mrc`)).arrayBuffer()));
    expect(record.problems).toEqual([]);
    expect(record.indicators('245')).toBe('14');
    expect(record.subfields('245')[0]).toEqual({
      a: `${DEMO_TITLE.title} /`,
      c: 'by Margot Lindqvist and Desmond Okonkwo.',
    });
    expect(record.subfields('700')[0]!.a).toBe('Okonkwo, Desmond,');
    expect(record.subfields('250')[0]!.a).toBe('2nd Edition.');
  });

  it('answers 404 for an ISBN not in the catalogue', async () => {
    const response = await getMarc(`/marc/${completeIsbn13('979899999999')}.mrc`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, message: 'Product not found.' });
  });

  it('answers 400 naming the problem for a malformed ISBN', async () => {
    const wrongCheck = `${DEMO_TITLE.isbn13.slice(0, 12)}${(Number(DEMO_TITLE.isbn13[12]) + 1) % 10}`;
    const cases: [string, string][] = [
      [`/marc/${DEMO_TITLE.isbn13.slice(0, 12)}.mrc`, 'the ISBN must have 13 digits'],
      [`/marc/${wrongCheck}.mrc`, 'the ISBN’s check digit is wrong'],
      ['/marc/97800000000x2.mrc', 'must be an ISBN-13 followed by .mrc'],
      [`/marc/${DEMO_TITLE.isbn13}.xml`, 'must be an ISBN-13 followed by .mrc'],
    ];
    for (const [path, problem] of cases) {
      const response = await getMarc(path);
      expect(response.status, path).toBe(400);
      expect((await response.json()).fieldErrors, path).toEqual({ file: problem });
    }
  });
});

describe('MARC records of awkward products', () => {
  const row = (fields: Partial<ProductRecord>): ProductRecord => ({
    isbn13: '9780000000002',
    code: '9780000000002@PRINT',
    isbn10: '0000000000',
    brand: 'shelfmark',
    fullTitle: 'Untitled',
    name: 'Untitled',
    authors: null,
    authorLastName: null,
    edition: null,
    publicationDate: null,
    publicationStatus: null,
    copyrightYear: null,
    bindingFormat: null,
    pageCount: null,
    cartonCount: null,
    productGroup: null,
    clCustom: false,
    isPurchasable: true,
    isEcommerce: true,
    mediaType: 'print',
    productType: 'Print Book',
    genre: null,
    weight: null,
    weightUom: 'LB',
    publisherName: null,
    imprint: null,
    dimensions: null,
    description: null,
    longDescription: null,
    featureBenefits: null,
    tableOfContent: null,
    quotes: null,
    gradeLevels: [],
    catDiscipline: [],
    nonEcommCatDiscipline: [],
    nonEcommCatSection: [],
    readingLevel: null,
    languages: [],
    price: null,
    listPrice: null,
    stockLevel: 0,
    lookInside: [],
    ...fields,
  });

  it('counts bytes, not characters, and keeps control characters out of the data', () => {
    const bytes = encodeMarcRecord(
      productMarcRecord(
        row({
          fullTitle: 'Café Société: Ωmega \u001d\u001e\u001f stories',
          authors: 'Zoë Ångström',
          description: 'é'.repeat(3000),
        }),
      ),
    );
    const record = parseIso2709(bytes);
    expect(record.problems).toEqual([]);
    expect(record.subfields('245')[0]).toEqual({ a: 'Café Société :', b: 'Ωmega stories /', c: 'by Zoë Ångström.' });
    expect(record.indicators('245')).toBe('10');
    expect(record.subfields('520')[0]!.a.length).toBeLessThanOrEqual(2003);
  });

  it('describes an eBook without an author or a date as an online resource', () => {
    const record = parseIso2709(
      encodeMarcRecord(productMarcRecord(row({ mediaType: 'eBook', bindingFormat: 'eBook', fullTitle: 'An Atlas' }))),
    );
    expect(record.problems).toEqual([]);
    expect(record.tags).not.toContain('100');
    expect(record.indicators('245')).toBe('03');
    expect(record.subfields('300')[0]).toEqual({ a: '1 online resource.' });
    expect(record.subfields('338')[0]).toMatchObject({ a: 'online resource', b: 'cr' });
    expect(record.control('008')![23]).toBe('o');
  });
});
