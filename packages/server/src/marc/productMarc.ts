import { isbn13To10 } from '@shelfmark/api-client/schemas';
import type { ProductRecord } from '../products/productRepo';
import type { DataField, MarcField, MarcRecord } from './marcRecord';

/** Place of publication is not in the catalogue (RDA wording). */
const PLACE_UNKNOWN = '[Place of publication not identified]';

/** Leading articles and the non-filing characters they take (245 second indicator). */
const ARTICLES = ['The ', 'A ', 'An '];

const authorsOf = (row: ProductRecord) =>
  (row.authors ?? '')
    .split('||')
    .map((a) => a.trim())
    .filter(Boolean);

/** 'Marguerite Hale' → 'Hale, Marguerite' (a name without a space, or an organisation, is kept). */
function inverted(name: string): string {
  const parts = name.split(/\s+/);
  if (parts.length < 2) return name;
  return `${parts.at(-1)}, ${parts.slice(0, -1).join(' ')}`;
}

/** ISBD: a subfield followed by another ends with the given punctuation, the last one with a full stop. */
const withPeriod = (text: string) => (/[.?!]$/.test(text) ? text : `${text}.`);

const yearOf = (row: ProductRecord) => row.publicationDate?.slice(0, 4) ?? row.copyrightYear ?? null;
const online = (row: ProductRecord) => row.mediaType !== 'print';
const largePrint = (row: ProductRecord) => /large print/i.test(`${row.bindingFormat ?? ''} ${row.fullTitle}`);

/** 008 for books: 40 positions (https://www.loc.gov/marc/bibliographic/bd008b.html). */
function fixedData(row: ProductRecord): string {
  const entered = (row.publicationDate ?? '').replace(/-/g, '').slice(2, 8).padEnd(6, '0');
  const year = yearOf(row);
  const date = year && /^\d{4}$/.test(year) ? `s${year}    ` : 'nuuuu    ';
  const form = online(row) ? 'o' : largePrint(row) ? 'd' : ' ';
  const fiction = row.genre && /fiction|novel|mystery|romance|stories/i.test(row.genre) ? '1' : '0';
  const language = (row.languages[0] ?? 'English').toLowerCase().startsWith('fr') ? 'fre' : 'eng';
  // 00-05 entered, 06-14 date type and dates, 15-17 place 'xx ' (unknown), 18-21 illustrations,
  // 22 audience, 23 form of item, 24-27 contents, 28 government, 29 conference, 30 festschrift,
  // 31 index, 32 undefined, 33 literary form, 34 biography, 35-37 language, 38 modified, 39 source 'd'.
  const value = `${entered}${date}xx ${'    '} ${form}${'    '} 000 ${fiction} ${language} d`;
  if (value.length !== 40) throw new Error(`008 must be 40 characters, got ${value.length}`);
  return value;
}

/**
 * The MARC 21 bibliographic record of a catalogue product: 001 control number (the ISBN-13), 008,
 * 020 ISBN-13 and ISBN-10 with the format, 100 first author, 245 title and statement of
 * responsibility, 250 edition, 264 publisher and date (and copyright), 300 extent, 336-338 content,
 * media and carrier types, 520 summary, 650 subjects, 655 genre and 700 further authors.
 */
export function productMarcRecord(row: ProductRecord): MarcRecord {
  const authors = authorsOf(row);
  const [first, ...others] = authors;
  const qualifier = row.bindingFormat?.toLowerCase() ?? (online(row) ? 'ebook' : null);
  const fields: MarcField[] = [
    { tag: '001', value: row.isbn13 },
    { tag: '008', value: fixedData(row) },
  ];
  const isbnField = (isbn: string): DataField => ({
    tag: '020',
    indicators: [' ', ' '],
    subfields: [['a', isbn], ...(qualifier ? [['q', qualifier] as [string, string]] : [])],
  });
  fields.push(isbnField(row.isbn13));
  const isbn10 = row.isbn10 ?? isbn13To10(row.isbn13);
  if (isbn10) fields.push(isbnField(isbn10));
  if (first)
    fields.push({
      tag: '100',
      indicators: ['1', ' '],
      subfields: [
        ['a', `${inverted(first)},`],
        ['e', 'author.'],
      ],
    });

  const title = row.fullTitle.trim();
  const colon = title.indexOf(': ');
  const main = colon > 0 ? title.slice(0, colon) : title;
  const rest = colon > 0 ? title.slice(colon + 2) : null;
  const nonFiling = ARTICLES.find((a) => main.startsWith(a))?.length ?? 0;
  const responsibility =
    authors.length > 1 ? `${authors.slice(0, -1).join(', ')} and ${authors.at(-1)}` : (first ?? null);
  const titleSubfields: [string, string][] = [
    ['a', rest ? `${main} :` : responsibility ? `${main} /` : withPeriod(main)],
  ];
  if (rest) titleSubfields.push(['b', responsibility ? `${rest} /` : withPeriod(rest)]);
  if (responsibility) titleSubfields.push(['c', withPeriod(`by ${responsibility}`)]);
  fields.push({ tag: '245', indicators: [first ? '1' : '0', String(nonFiling)], subfields: titleSubfields });

  if (row.edition) {
    const edition = /^\d+$/.test(row.edition)
      ? `${ordinal(Number(row.edition))} edition.`
      : /^\d+(st|nd|rd|th)$/i.test(row.edition)
        ? `${row.edition} edition.`
        : withPeriod(row.edition);
    fields.push({ tag: '250', indicators: [' ', ' '], subfields: [['a', edition]] });
  }
  if (largePrint(row) && !/large print/i.test(row.edition ?? '')) {
    fields.push({ tag: '250', indicators: [' ', ' '], subfields: [['a', 'Large print edition.']] });
  }

  const year = yearOf(row);
  const publication: [string, string][] = [
    ['a', `${PLACE_UNKNOWN} :`],
    ['b', `${row.publisherName ?? '[publisher not identified]'},`],
  ];
  publication.push(['c', year ? `${year}.` : '[date of publication not identified]']);
  fields.push({ tag: '264', indicators: [' ', '1'], subfields: publication });
  if (row.copyrightYear && /^\d{4}$/.test(row.copyrightYear)) {
    fields.push({ tag: '264', indicators: [' ', '4'], subfields: [['c', `©${row.copyrightYear}`]] });
  }

  const extent = online(row)
    ? `1 online resource${row.pageCount ? ` (${row.pageCount} pages)` : ''}`
    : row.pageCount
      ? `${row.pageCount} pages`
      : '1 volume';
  const size = row.dimensions ? heightCm(row.dimensions) : null;
  const physical: [string, string][] = [['a', size ? `${extent} ;` : withPeriod(extent)]];
  if (size) physical.push(['c', size]);
  fields.push({ tag: '300', indicators: [' ', ' '], subfields: physical });
  fields.push(
    {
      tag: '336',
      indicators: [' ', ' '],
      subfields: [
        ['a', 'text'],
        ['b', 'txt'],
        ['2', 'rdacontent'],
      ],
    },
    online(row)
      ? {
          tag: '337',
          indicators: [' ', ' '],
          subfields: [
            ['a', 'computer'],
            ['b', 'c'],
            ['2', 'rdamedia'],
          ],
        }
      : {
          tag: '337',
          indicators: [' ', ' '],
          subfields: [
            ['a', 'unmediated'],
            ['b', 'n'],
            ['2', 'rdamedia'],
          ],
        },
    online(row)
      ? {
          tag: '338',
          indicators: [' ', ' '],
          subfields: [
            ['a', 'online resource'],
            ['b', 'cr'],
            ['2', 'rdacarrier'],
          ],
        }
      : {
          tag: '338',
          indicators: [' ', ' '],
          subfields: [
            ['a', 'volume'],
            ['b', 'nc'],
            ['2', 'rdacarrier'],
          ],
        },
  );
  if (row.description)
    fields.push({ tag: '520', indicators: [' ', ' '], subfields: [['a', truncate(row.description, 2000)]] });
  const subjects = [...row.catDiscipline, ...row.nonEcommCatDiscipline].map((d) => d.name);
  for (const subject of [...new Set(subjects)])
    fields.push({ tag: '650', indicators: [' ', '4'], subfields: [['a', withPeriod(subject)]] });
  if (row.genre) fields.push({ tag: '655', indicators: [' ', '4'], subfields: [['a', withPeriod(row.genre)]] });
  for (const other of others)
    fields.push({
      tag: '700',
      indicators: ['1', ' '],
      subfields: [
        ['a', `${inverted(other)},`],
        ['e', 'author.'],
      ],
    });

  return {
    // New record, language material, monograph; full level 'I' is for OCLC members, so ' ' (full); ISBD punctuation.
    leader: { status: 'n', type: 'a', level: 'm', encodingLevel: ' ', catalogingForm: 'i' },
    fields,
  };
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** At most `max` characters, cut at a word, so one field stays well under the 9,999-byte limit. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}...`;
}

/** 300 $c: the height in whole centimetres, rounded up ('9.2 x 6.1 x 1.3 in' → '24 cm'); other forms as given. */
function heightCm(dimensions: string): string {
  const inches = /^\s*(\d+(?:\.\d+)?)\s*x.*\bin\.?\s*$/i.exec(dimensions);
  return inches ? `${Math.ceil(Number(inches[1]) * 2.54)} cm` : dimensions;
}
