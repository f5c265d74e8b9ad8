import { completeIsbn13, isbn13To10, PRODUCT_CODE_SUFFIX } from '@shelfmark/api-client/schemas';
import type { productCatalogueDetails, productReferences, products } from '../db/schema';
import { DEMO_TITLE, DEMO_TITLE_THORNDIKE } from './demo';
import { createRandom, type Random } from './prng';
import * as w from './words';

export type ProductRow = typeof products.$inferInsert;
export type ReferenceRow = typeof productReferences.$inferInsert;
export type CatalogueDetailRow = typeof productCatalogueDetails.$inferInsert;

export interface Catalogue {
  products: ProductRow[];
  references: ReferenceRow[];
  /** Audiences, content types, platform links and included collections of the non-ecommerce products (NECP-01). */
  details: CatalogueDetailRow[];
}

export interface CatalogueOptions {
  /** How many books (print and ebook editions) to generate, at least. @default 5000 */
  books: number;
  seed: number;
}

/** Publication dates after this are 'Forthcoming'; the catalogue never depends on today's date. */
export const CATALOGUE_DATE = '2026-10-01';

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th'];
const NON_ECOMMERCE = [
  {
    mediaType: 'database',
    productType: 'Database',
    pattern: '{d} Research Database',
    contentTypes: ['Articles', 'Reference entries'],
  },
  {
    mediaType: 'primary source',
    productType: 'Primary Sources',
    pattern: 'Archives of {p}: {d} Primary Sources',
    contentTypes: ['Primary documents', 'Images'],
  },
  {
    mediaType: 'e-learning',
    productType: 'eLearning',
    pattern: '{d} Online Learning Suite',
    contentTypes: ['Courses', 'Videos'],
  },
  {
    mediaType: 'literature criticism',
    productType: 'Literature Criticism',
    pattern: 'Critical Companion to {d}',
    contentTypes: ['Critical essays', 'Biographies'],
  },
  {
    mediaType: 'digital humanities',
    productType: 'Digital Humanities Tool',
    pattern: '{d} Text Mining Lab',
    contentTypes: ['Text corpora', 'Analysis tools'],
  },
] as const;

/** The first brand's platform, where the `{product}Links` of non-ecommerce products point. */
export const PLATFORM_ORIGIN = 'https://go.shelfmark.test';

/** A 978 ISBN-13 from a 9-digit body number (0 → 9780000000002). */
export const isbn13FromBody = (body: number) => completeIsbn13(`978${String(body).padStart(9, '0')}`);

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const pad = (n: number) => String(n).padStart(2, '0');

/** A deterministic catalogue: the same options always give the same rows, in the same order. */
export function generateCatalogue({ books, seed }: CatalogueOptions): Catalogue {
  const r = createRandom(seed);
  const rows: ProductRow[] = [];
  const refs: ReferenceRow[] = [];
  let body = 0;
  const nextIsbn = () => isbn13FromBody(body++);
  let bookEditions = 0; // print and ebook editions, not bundles or non-ecommerce products

  const base = (isbn13: string, fields: Omit<ProductRow, 'isbn13' | 'code' | 'isbn10' | 'name'>): ProductRow => {
    if ((fields.mediaType === 'print' || fields.mediaType === 'eBook') && fields.bindingFormat !== 'Bundle')
      bookEditions += 1;
    return {
      ...fields,
      isbn13,
      code: `${isbn13}${PRODUCT_CODE_SUFFIX}`,
      isbn10: isbn13To10(isbn13),
      name: fields.fullTitle,
    };
  };

  const author = () => ({ first: r.pick(w.FIRST_NAMES), last: r.pick(w.LAST_NAMES) });
  const authorsOf = (n: number) => {
    const list = Array.from({ length: n }, author);
    return { names: list.map((a) => `${a.first} ${a.last}`).join('||'), last: list[0]!.last };
  };
  const dateIn = (from: number, to: number) => `${r.int(from, to)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
  const statusOf = (date: string) => (date > CATALOGUE_DATE ? 'Forthcoming' : 'Available');
  const printStock = () => {
    const roll = r.next();
    if (roll < 0.1) return 0;
    if (roll < 0.3) return r.int(1, 30);
    return r.int(50, 800);
  };
  const weight = () => (r.chance(0.15) ? String(r.int(1, 3)) : (r.int(400, 4500) / 1000).toFixed(3));
  const toc = (r2: Random, topics: readonly string[]) =>
    Array.from({ length: r2.int(6, 12) }, (_, i) => `${i + 1}. ${r2.pick(topics)}`).join('\n');

  // ---- the two fixed demo titles ----
  const demoIsbn = nextIsbn();
  const thorndikeDemoIsbn = nextIsbn();
  if (demoIsbn !== DEMO_TITLE.isbn13 || thorndikeDemoIsbn !== DEMO_TITLE_THORNDIKE.isbn13) {
    throw new Error('Demo ISBNs drifted from seed/demo.ts');
  }
  rows.push(
    base(demoIsbn, {
      brand: 'shelfmark',
      fullTitle: DEMO_TITLE.title,
      authors: 'Margot Lindqvist||Desmond Okonkwo',
      authorLastName: 'Lindqvist',
      edition: '2nd Edition',
      publicationDate: '2024-03-14',
      publicationStatus: 'Available',
      copyrightYear: '2024',
      bindingFormat: 'Hardcover',
      pageCount: 384,
      cartonCount: 24,
      productGroup: 'Trade',
      mediaType: 'print',
      productType: 'Print Book',
      genre: 'Reference',
      weight: '1.850',
      publisherName: 'Shelfmark Reference',
      imprint: 'Shelfmark Reference',
      dimensions: '9.2 x 6.1 x 1.3 in',
      description:
        'Tides, weather lore and the daily log of a lighthouse keeper on the North Atlantic coast, with charts for every month.',
      longDescription:
        'A year at Cape Morrow light, told through the keeper\u2019s almanac: tides, storms, ships sighted and the small work of keeping a lamp lit.',
      featureBenefits: [
        'Month-by-month tide and weather tables',
        'Period photographs and charts',
        'Glossary of maritime terms',
      ],
      tableOfContent: '1. Spring Tides\n2. Fog Signals\n3. The Summer Keepers\n4. Autumn Gales\n5. Winter Watch',
      quotes: [{ quoteText: 'A quiet, luminous book.', preferredAuthorName: 'Harbour Review' }],
      gradeLevels: [],
      catDiscipline: [{ name: 'History', code: 'history' }],
      languages: ['English'],
      price: '49.95',
      listPrice: '59.95',
      stockLevel: 500,
    }),
  );
  rows.push(
    base(thorndikeDemoIsbn, {
      brand: 'thorndike',
      fullTitle: DEMO_TITLE_THORNDIKE.title,
      authors: 'Rosa Fairweather',
      authorLastName: 'Fairweather',
      edition: 'Large Print Edition',
      publicationDate: '2025-06-10',
      publicationStatus: 'Available',
      copyrightYear: '2025',
      bindingFormat: 'Hardcover Large Print',
      pageCount: 512,
      cartonCount: 12,
      productGroup: 'Large Print',
      mediaType: 'print',
      productType: 'Print Book',
      genre: 'General Fiction',
      weight: '2.100',
      publisherName: 'Thorndike Press',
      imprint: 'Thorndike Press',
      dimensions: '9.0 x 6.0 x 1.6 in',
      description: 'Stories of a fishing harbour and the families who keep it alive, in 16-point type.',
      longDescription: 'Seven linked stories from the harbour at Port Haven.',
      featureBenefits: ['16-point type', 'Sewn binding'],
      tableOfContent: '1. The Net Mender\n2. Low Tide\n3. The Ferry Captain',
      quotes: [],
      gradeLevels: [],
      catDiscipline: [],
      readingLevel: 'Adult',
      languages: ['English'],
      price: '34.99',
      listPrice: '36.99',
      stockLevel: 400,
    }),
  );
  // The demo title has an ebook edition, linked both ways.
  const demoEbook = nextIsbn();
  const { isbn13: _i, code: _c, isbn10: _t, name: _n, ...demoFields } = rows[0]!;
  rows.push(
    base(demoEbook, {
      ...demoFields,
      fullTitle: DEMO_TITLE.title,
      mediaType: 'eBook',
      productType: 'eBook',
      bindingFormat: 'eBook',
      weight: null,
      cartonCount: null,
      price: '39.95',
      listPrice: '44.95',
      stockLevel: 9999,
      dimensions: null,
    }),
  );
  refs.push(
    { sourceIsbn13: demoIsbn, referenceType: 'OTHER_FORMAT', targetIsbn13: demoEbook },
    { sourceIsbn13: demoEbook, referenceType: 'OTHER_FORMAT', targetIsbn13: demoIsbn },
  );

  const printByBrand: Record<'shelfmark' | 'thorndike', string[]> = {
    shelfmark: [demoIsbn],
    thorndike: [thorndikeDemoIsbn],
  };

  function academicWork(): void {
    const subject = r.pick(w.SUBJECTS);
    const title = r.pick(w.ACADEMIC_PATTERNS).replace('{s}', subject);
    const canada = r.chance(0.12);
    const custom = !canada && r.chance(0.03);
    const publisher = canada ? w.CANADA_PUBLISHER : r.pick(w.PUBLISHERS);
    const authors = authorsOf(r.int(1, 3));
    const levelRoll = r.next();
    const gradeLevels =
      levelRoll < 0.7
        ? ['Higher Education']
        : levelRoll < 0.9
          ? [r.pick(w.GRADE_LEVELS.slice(0, 4))]
          : ['Professional'];
    const discipline = r.pick(w.DISCIPLINES);
    let edition = r.int(1, 6);
    let year = r.int(2008, 2024);
    const editionsToMake = r.chance(0.08) ? 2 : 1; // some works get a newer edition
    let previousPrint: string | null = null;
    for (let e = 0; e < editionsToMake; e += 1) {
      const date = e === 0 ? `${year}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}` : dateIn(year + 1, 2027);
      year = Number(date.slice(0, 4));
      const fullTitle = custom ? `${title}, Custom Edition for ${r.pick(w.PLACES)} College` : title;
      const outOfPrint = e === 0 && editionsToMake === 1 && r.chance(0.03);
      const printIsbn = nextIsbn();
      const common = {
        brand: 'shelfmark' as const,
        fullTitle,
        authors: authors.names,
        authorLastName: authors.last,
        edition: `${ORDINALS[edition - 1] ?? `${edition}th`} Edition`,
        publicationDate: date,
        publicationStatus: outOfPrint ? 'Out of Print' : statusOf(date),
        copyrightYear: String(year),
        pageCount: r.int(180, 1200),
        productGroup:
          gradeLevels[0] === 'Higher Education'
            ? 'Higher Ed'
            : gradeLevels[0] === 'Professional'
              ? 'Professional'
              : 'K-12',
        clCustom: custom,
        genre: 'Textbook',
        publisherName: publisher,
        imprint: publisher,
        description: `${fullTitle} introduces ${subject.toLowerCase()} through worked examples, case studies and review questions.`,
        longDescription: `Now in its ${ORDINALS[edition - 1] ?? `${edition}th`} edition, ${fullTitle} covers the core of ${subject.toLowerCase()} for ${gradeLevels[0]!.toLowerCase()} courses.`,
        featureBenefits: [
          `Updated ${subject} case studies`,
          'End-of-chapter review questions',
          'Instructor resources online',
        ],
        tableOfContent: toc(r, [
          `${subject} Basics`,
          'Methods',
          'Case Studies',
          'Applications',
          'Review',
          'Further Reading',
          'Theory',
        ]),
        quotes: r.chance(0.3)
          ? [{ quoteText: 'Clear, current and well organised.', preferredAuthorName: `Prof. ${r.pick(w.LAST_NAMES)}` }]
          : [],
        gradeLevels,
        catDiscipline: [{ name: discipline, code: slug(discipline) }],
        readingLevel: gradeLevels[0] === 'Higher Education' ? 'College' : null,
        languages: canada && r.chance(0.2) ? ['English', 'French'] : ['English'],
        isPurchasable: !outOfPrint,
      };
      const price = r.money(24.99, 189.99);
      rows.push(
        base(printIsbn, {
          ...common,
          bindingFormat: r.pick(['Hardcover', 'Paperback', 'Loose-leaf']),
          cartonCount: r.int(8, 48),
          mediaType: 'print',
          productType: 'Print Book',
          weight: weight(),
          dimensions: `${r.int(8, 11)}.${r.int(0, 9)} x ${r.int(6, 8)}.${r.int(0, 9)} x ${r.int(1, 2)}.${r.int(0, 9)} in`,
          price: price.toFixed(2),
          listPrice: (price * 1.15).toFixed(2),
          stockLevel: printStock(),
        }),
      );
      printByBrand.shelfmark.push(printIsbn);
      if (!custom && r.chance(0.45)) {
        const ebookIsbn = nextIsbn();
        rows.push(
          base(ebookIsbn, {
            ...common,
            bindingFormat: 'eBook',
            cartonCount: null,
            mediaType: 'eBook',
            productType: 'eBook',
            weight: null,
            price: (price * 0.8).toFixed(2),
            listPrice: price.toFixed(2),
            stockLevel: 9999,
          }),
        );
        refs.push(
          { sourceIsbn13: printIsbn, referenceType: 'OTHER_FORMAT', targetIsbn13: ebookIsbn },
          { sourceIsbn13: ebookIsbn, referenceType: 'OTHER_FORMAT', targetIsbn13: printIsbn },
        );
      }
      if (previousPrint)
        refs.push({ sourceIsbn13: previousPrint, referenceType: 'NEWER_EDITION', targetIsbn13: printIsbn });
      previousPrint = printIsbn;
      edition += 1;
    }
  }

  function largePrintWork(): void {
    const place = r.pick(w.PLACES);
    const fullTitle = r
      .pick(w.FICTION_PATTERNS)
      .replace('{a}', r.pick(w.ADJECTIVES))
      .replace('{n}', r.pick(w.NOUNS))
      .replace('{p}', place);
    const genre = r.pick(w.GENRES);
    const authors = authorsOf(1);
    const date = dateIn(2012, 2027);
    const price = r.money(28.99, 44.99);
    const printIsbn = nextIsbn();
    const common = {
      brand: 'thorndike' as const,
      fullTitle,
      authors: authors.names,
      authorLastName: authors.last,
      edition: 'Large Print Edition',
      publicationDate: date,
      publicationStatus: statusOf(date),
      copyrightYear: date.slice(0, 4),
      pageCount: r.int(280, 720),
      productGroup: 'Large Print',
      genre,
      publisherName: r.pick(w.THORNDIKE_PUBLISHERS),
      description: `A ${genre.toLowerCase()} set in ${place}, in large print.`,
      longDescription: `${fullTitle}: a ${genre.toLowerCase()} from ${authors.names.replace('||', ', ')}.`,
      featureBenefits: ['16-point type', 'Acid-free paper'],
      tableOfContent: null,
      quotes: [],
      gradeLevels: [],
      catDiscipline: [],
      readingLevel: 'Adult',
      languages: ['English'],
    };
    rows.push(
      base(printIsbn, {
        ...common,
        imprint: common.publisherName,
        bindingFormat: r.pick(['Hardcover Large Print', 'Paperback Large Print']),
        cartonCount: r.int(10, 30),
        mediaType: 'print',
        productType: 'Print Book',
        weight: weight(),
        dimensions: '9.0 x 6.0 x 1.5 in',
        price: price.toFixed(2),
        listPrice: (price + 2).toFixed(2),
        stockLevel: printStock(),
      }),
    );
    printByBrand.thorndike.push(printIsbn);
    if (r.chance(0.1)) {
      const ebookIsbn = nextIsbn();
      rows.push(
        base(ebookIsbn, {
          ...common,
          bindingFormat: 'eBook',
          cartonCount: null,
          mediaType: 'eBook',
          productType: 'eBook',
          weight: null,
          price: (price * 0.7).toFixed(2),
          listPrice: price.toFixed(2),
          stockLevel: 9999,
        }),
      );
      refs.push(
        { sourceIsbn13: printIsbn, referenceType: 'OTHER_FORMAT', targetIsbn13: ebookIsbn },
        { sourceIsbn13: ebookIsbn, referenceType: 'OTHER_FORMAT', targetIsbn13: printIsbn },
      );
    }
  }

  while (bookEditions < books) {
    if (r.chance(0.7)) academicWork();
    else largePrintWork();
  }

  // ---- bundles of first-brand print books ----
  const bundleCount = Math.max(5, Math.round(books / 125));
  for (let i = 0; i < bundleCount; i += 1) {
    const components = r.sample(printByBrand.shelfmark.slice(1), r.int(2, 3));
    const subject = r.pick(w.SUBJECTS);
    const isbn = nextIsbn();
    const price = r.money(99, 299);
    rows.push(
      base(isbn, {
        brand: 'shelfmark',
        fullTitle: `${subject} Course Bundle`,
        authors: null,
        edition: null,
        publicationDate: dateIn(2020, 2026),
        publicationStatus: 'Available',
        copyrightYear: null,
        bindingFormat: 'Bundle',
        cartonCount: r.int(4, 12),
        productGroup: 'Higher Ed',
        mediaType: 'print',
        productType: 'Print Book',
        genre: 'Textbook',
        weight: weight(),
        publisherName: r.pick(w.PUBLISHERS),
        description: `A course bundle for ${subject.toLowerCase()}: ${components.length} titles at a bundle price.`,
        gradeLevels: ['Higher Education'],
        catDiscipline: [],
        languages: ['English'],
        price: price.toFixed(2),
        listPrice: (price * 1.2).toFixed(2),
        stockLevel: r.int(0, 200),
      }),
    );
    components.forEach((target, position) =>
      refs.push({ sourceIsbn13: isbn, referenceType: 'BUNDLE_COMPONENT', targetIsbn13: target, position }),
    );
  }

  // ---- non-ecommerce products: databases, primary sources and the like ----
  const nonEcomCount = Math.max(NON_ECOMMERCE.length, Math.round(books / 80));
  const nonEcom: { row: ProductRow; kind: (typeof NON_ECOMMERCE)[number]; discipline: string }[] = [];
  for (let i = 0; i < nonEcomCount; i += 1) {
    const kind = NON_ECOMMERCE[i % NON_ECOMMERCE.length]!;
    const discipline = r.pick(w.DISCIPLINES);
    const section = r.pick(w.SECTIONS);
    const fullTitle = kind.pattern.replace('{d}', discipline).replace('{p}', r.pick(w.PLACES));
    // Drawn in the order they always were, so the generated catalogue stays the same.
    const publicationDate = dateIn(2010, 2026);
    const publisherName = r.pick(w.PUBLISHERS);
    const gradeLevels = r.chance(0.3) ? ['9-12', 'Higher Education'] : ['Higher Education'];
    const row = base(nextIsbn(), {
      brand: 'shelfmark',
      fullTitle,
      authors: null,
      edition: null,
      publicationDate,
      publicationStatus: 'Available',
      copyrightYear: null,
      bindingFormat: null,
      cartonCount: null,
      productGroup: 'Digital',
      mediaType: kind.mediaType,
      productType: kind.productType,
      genre: null,
      weight: null,
      publisherName,
      isEcommerce: false,
      isPurchasable: false,
      description: `${fullTitle} gives libraries searchable ${discipline.toLowerCase()} collections for research and teaching.`,
      longDescription: `Curated ${section.toLowerCase()} in ${discipline.toLowerCase()}, updated every month.`,
      gradeLevels,
      readingLevel: gradeLevels.includes('9-12') ? 'High school and up' : 'Undergraduate',
      catDiscipline: [],
      nonEcommCatDiscipline: [{ name: discipline, code: slug(discipline) }],
      nonEcommCatSection: [{ name: section, code: slug(section) }],
      languages: ['English'],
      price: null,
      stockLevel: 0,
    });
    rows.push(row);
    nonEcom.push({ row, kind, discipline });
  }

  for (const row of rows) row.lookInside = lookInsideOf(row);
  return { products: rows, references: refs, details: catalogueDetails(nonEcom) };
}

/** Where a book's Look Inside pages are drawn (the server's images: its cover, and a contents page). */
export const lookInsideUrls = (isbn13: string) => ({
  cover: `/images/covers/${isbn13}.svg?w=600`,
  contents: `/images/look-inside/${isbn13}-contents.svg`,
});

/**
 * Look Inside (PDP-01) for about a third of the books (those whose ISBN body is a multiple of three) and
 * both demo titles; never for bundles or non-ecommerce products: the cover, and the contents page when the book has
 * a table of contents. Drawn from the ISBN alone (no random draws), so the rest of the catalogue stays as it was.
 */
function lookInsideOf(row: ProductRow): ProductRow['lookInside'] {
  const isBook =
    (row.mediaType === 'print' || row.mediaType === 'eBook') &&
    row.bindingFormat !== 'Bundle' &&
    row.isEcommerce !== false;
  const isDemo = row.isbn13 === DEMO_TITLE.isbn13 || row.isbn13 === DEMO_TITLE_THORNDIKE.isbn13;
  if (!isBook || (!isDemo && Number(row.isbn13.slice(3, 12)) % 3 !== 0)) return [];
  const urls = lookInsideUrls(row.isbn13);
  return [
    { title: 'Cover', url: urls.cover },
    ...(row.tableOfContent ? [{ title: 'Contents', url: urls.contents }] : []),
  ];
}

/**
 * The catalogue page's fields of the non-ecommerce products (NECP-01), drawn from what is already
 * generated (no random draws, so the rest of the catalogue is unchanged): audiences by grade level,
 * content types by kind, a link to the product on the platform, and the collections it is included
 * in — the research databases of its discipline, else the next database (or product) in the list.
 * A collection's key is that product's ISBN-13, so the page's link opens its catalogue page.
 */
function catalogueDetails(
  items: { row: ProductRow; kind: (typeof NON_ECOMMERCE)[number]; discipline: string }[],
): CatalogueDetailRow[] {
  const databases = items.filter((item) => item.kind.productType === 'Database');
  return items.map((item, index) => {
    const others = (list: typeof items) => list.filter((other) => other.row.isbn13 !== item.row.isbn13);
    const sameDiscipline = others(databases).filter((db) => db.discipline === item.discipline);
    const next = [...items.slice(index + 1), ...items.slice(0, index)];
    const fallback = others(next.filter((other) => other.kind.productType === 'Database'))[0] ?? next[0];
    const collections = (sameDiscipline.length > 0 ? sameDiscipline.slice(0, 3) : fallback ? [fallback] : []).map(
      (c) => ({ key: c.row.isbn13, value: c.row.fullTitle }),
    );
    return {
      isbn13: item.row.isbn13,
      audiences: item.row.gradeLevels?.includes('9-12')
        ? ['High schools', 'Academic libraries']
        : ['Academic libraries', 'Public libraries'],
      contentTypes: [...item.kind.contentTypes],
      platformLinks: [{ url: `${PLATFORM_ORIGIN}/${slug(item.kind.productType)}/${item.row.isbn13}` }],
      includedCollections: collections,
      epi: null,
    };
  });
}
