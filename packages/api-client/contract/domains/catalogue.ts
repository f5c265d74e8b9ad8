import { describe, expect, it } from 'vitest';
import { SEARCH_FACETS } from '../../src/schemas';
import { failure } from '../failure';
import type { ContractContext } from './context';

/** Reads the first bytes of a file: every .xlsx is a zip, which starts with "PK". */
const magic = async (blob: Blob) => new TextDecoder().decode(new Uint8Array(await blob.slice(0, 2).arrayBuffer()));

/** Search, the product page's product and the search export (SRCH-01, SRCH-02, PDP-01). */
export function catalogueCases(ctx: ContractContext): void {
  describe('catalogue', () => {
    it('PDP-01 answers a product by code and by bare ISBN-13, 404 for an unknown one', async () => {
      const byIsbn = await ctx.anon.products.byCode({ productCode: ctx.h.knownIsbns.inStock });
      expect(byIsbn.isbn13).toBe(ctx.h.knownIsbns.inStock);
      expect((await ctx.anon.products.byCode({ productCode: byIsbn.code })).isbn13).toBe(ctx.h.knownIsbns.inStock);
      expect((await failure(ctx.anon.products.byCode({ productCode: ctx.h.knownIsbns.unknown }))).status).toBe(404);
    });

    it('NECP-01 answers a non-ecommerce product with its included collections, audiences and platform links', async () => {
      const product = await ctx.anon.products.byCode({ productCode: ctx.h.knownIsbns.notPurchasable });
      expect(product.customIsPurchasable).toBe(false);
      const collections = product.includedInProducts?.entry ?? [];
      expect(collections.length).toBeGreaterThan(0);
      for (const c of collections) {
        expect(c.key).toMatch(/\S/);
        expect(c.value).toMatch(/\S/);
      }
      expect(product.audiences?.length).toBeGreaterThan(0);
      expect(product.shelfmarkLinks?.length).toBeGreaterThan(0);
      for (const link of product.shelfmarkLinks ?? []) expect(new URL(link.url).protocol).toBe('https:');
    });

    it('SRCH-01 pages 0-based, with facets in priority order and sorts', async () => {
      const first = await ctx.anon.products.search({ q: '', pageSize: 5 });
      const second = await ctx.anon.products.search({ q: '', pageSize: 5, page: 1 });
      expect(first.pagination).toMatchObject({ currentPage: 0, pageSize: 5 });
      expect(second.pagination.currentPage).toBe(1);
      expect(second.products.map((p) => p.isbn13)).not.toEqual(first.products.map((p) => p.isbn13));
      const codes = first.facets.map((f) => f.code);
      expect(codes).toEqual(SEARCH_FACETS.map((f) => f.code).filter((c) => codes.includes(c)));
      expect(first.sorts.find((s) => s.selected)?.code).toBe('relevance');
    });

    it('SRCH-01 narrows by a facet value and offers a query that removes it', async () => {
      const all = await ctx.anon.products.search({ q: '' });
      const format = all.facets.find((f) => f.code === 'mediaType')!;
      const value = format.values.find((v) => v.name === 'eBook')!;
      const narrowed = await ctx.anon.products.search({ q: value.query.query.value, pageSize: 50 });
      expect(narrowed.pagination.totalResults).toBe(value.count);
      expect(narrowed.products.every((p) => p.mediaType === 'eBook')).toBe(true);
      expect(narrowed.breadcrumbs).toHaveLength(1);
      const back = await ctx.anon.products.search({ q: narrowed.breadcrumbs[0]!.removeQuery.query.value });
      expect(back.pagination.totalResults).toBe(all.pagination.totalResults);
    });

    it('SRCH-01 narrows by a many-valued facet (Discipline): every result has the value', async () => {
      const all = await ctx.anon.products.search({ q: '' });
      const discipline = all.facets.find((f) => f.code === 'discipline')!;
      const value = discipline.values[0]!;
      const narrowed = await ctx.anon.products.search({ q: value.query.query.value, pageSize: 100 });
      expect(narrowed.pagination.totalResults).toBe(value.count);
      const names = (p: (typeof narrowed.products)[number]) =>
        [...(p.catDiscipline ?? []), ...(p.nonEcommCatDiscipline ?? [])].map((d) => d.name);
      expect(narrowed.products.every((p) => names(p).includes(value.name))).toBe(true);
    });

    it('SRCH-01 answers 400 naming q for an unknown facet', async () => {
      const error = await failure(ctx.anon.products.search({ q: 'atlas:relevance:colour:red' }));
      expect(error.status).toBe(400);
      expect(error.fieldErrors?.q).toBe('Unknown facet "colour"');
    });

    it('SRCH-02 exports every match of the search as an xlsx workbook, with its row count and file name', async () => {
      const results = await ctx.anon.products.search({ q: '', brand: 'thorndike' });
      const seen: number[] = [];
      const file = await ctx.anon.products.exportSearch(
        { q: '', brand: 'thorndike' },
        { onProgress: (p) => seen.push(p.receivedBytes) },
      );
      expect(file.rows).toBe(results.pagination.totalResults);
      expect(file.fileName).toMatch(/^search-results-\d{4}-\d{2}-\d{2}\.xlsx$/);
      expect(file.blob.size).toBeGreaterThan(1000);
      expect(await magic(file.blob)).toBe('PK');
      expect(seen.at(-1)).toBe(file.blob.size);
    });

    it('SRCH-02 export: 400 naming the field for a bad file name, nothing exported', async () => {
      const error = await failure(ctx.anon.products.exportSearch({ q: '', fileName: '../secrets' }));
      expect(error.status).toBe(400);
      expect(error.fieldErrors?.fileName).toBeDefined();
    });

    it('IPS-01 prices a product for the user’s own ship-to account, dashes in the ISBN ignored', async () => {
      const me = (await ctx.buyer.auth.session()).user!;
      const isbn = ctx.h.knownIsbns.inStock;
      const dashed = `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4)}`;
      const priced = await ctx.buyer.products.lookup({
        productCode: dashed,
        shipToAccountNumber: me.defaultShipToAccount!,
      });
      expect(priced.isbn13).toBe(isbn);
      expect(priced.customPrice?.formattedValue).toMatch(/\d/);
      expect(priced.imagesDAM?.large).toBeTruthy();
    });

    it('IPS-01 answers 404 for another customer’s account, 404 for an unknown ISBN, 400 without one, 401 signed out', async () => {
      const theirs = (await ctx.other.auth.session()).user!.defaultShipToAccount!;
      const isbn = ctx.h.knownIsbns.inStock;
      expect(
        (await failure(ctx.buyer.products.lookup({ productCode: isbn, shipToAccountNumber: theirs }))).status,
      ).toBe(404);
      expect((await failure(ctx.buyer.products.lookup({ productCode: ctx.h.knownIsbns.unknown }))).status).toBe(404);
      const missing = await failure(ctx.buyer.products.lookup({ productCode: '' }));
      expect(missing.status).toBe(400);
      expect(missing.fieldErrors?.productCode).toBe('ISBN is a required field.');
      expect((await failure(ctx.anon.products.lookup({ productCode: isbn }))).status).toBe(401);
    });
  });
}
