import { describe, expect, it } from 'vitest';
import {
  BRANDS,
  contentBlockSchemas,
  createSiteConfig,
  REGISTRATION_RECEIVED,
  SITE_ROUTES,
  slugify as catalogueSlugify,
} from '@shelfmark/api-client/schemas';
import { matchesPattern, normalisePath } from '../../content/contentRoutes';
import { generateCatalogue } from '../generateCatalogue';
import { seededMenus } from './contentMenus';
import { directoryPages } from './contentDirectoryPages';
import { seededPages } from './contentPages';

const catalogue = generateCatalogue({ books: 600, seed: 1 });
const featured = catalogue.products.slice(0, 5).map((p) => ({ isbn13: p.isbn13, fullTitle: p.fullTitle }));

/** Every storefront address a document or menu links to: url, href and link fields, and href="…" in its HTML. */
function linksIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') {
    for (const match of value.matchAll(/href="([^"]+)"/g)) found.push(match[1]!);
  } else if (Array.isArray(value)) {
    value.forEach((v) => linksIn(v, found));
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if ((key === 'url' || key === 'href' || key === 'link') && typeof v === 'string') found.push(v);
      else linksIn(v, found);
    }
  }
  return found.filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

/** Addresses that are no page: sign-in and sign-out, and files the server draws. */
// Served by the server itself, not CMS pages: sign-in, images, media and the conformance report (whose link the
// accessibility-statement tests open).
const notAPage = (path: string) =>
  /^\/(api\/auth|images|media)\//.test(path) || /^\/accessibility\/conformance-report(\.md)?$/.test(path);

describe.each(BRANDS)("the %s site's links all have a page", (brand) => {
  const pages = seededPages(brand, featured);
  const hasPage = (href: string) => {
    const path = normalisePath(href);
    return pages.some((p) => p.path === path || (p.path.includes(':') && matchesPattern(p.path, path)));
  };

  it('PDP-03 NECP-01 PROF-01 Contact your rep, Contact Representative, Find Your Rep (and their international variants), Request a Trial and Account Help open a page', () => {
    for (const path of [
      '/find-your-rep',
      '/find-your-rep/international',
      '/request-a-trial',
      '/request-a-trial/international',
    ]) {
      expect(hasPage(path), path).toBe(true);
    }
    expect(hasPage(createSiteConfig(brand).accountHelpUrl!)).toBe(true);
  });

  it('NECP-01 every section / discipline link of the catalogue page opens a page', () => {
    const nonEcommerce = catalogue.products.filter((p) => p.isEcommerce === false);
    expect(nonEcommerce.length).toBeGreaterThan(0);
    for (const product of nonEcommerce) {
      const section = product.nonEcommCatSection![0]!.name;
      const discipline = product.nonEcommCatDiscipline![0]!.name;
      const path = `/${catalogueSlugify(section)}/${catalogueSlugify(discipline)}`;
      expect(hasPage(path), `${product.isbn13}: ${path}`).toBe(true);
    }
  });

  it('CMS-01 HDR-01 FTR-01 every link inside the seeded pages and menus opens a page', () => {
    const links = [...linksIn(pages.map((p) => p.document)), ...linksIn(seededMenus(brand))];
    expect(links.length).toBeGreaterThan(20);
    const dead = links.filter((href) => !notAPage(href) && !hasPage(href));
    expect(dead).toEqual([]);
  });

  it('BLK-01 every block of those pages has a document its block accepts', () => {
    const schemas = contentBlockSchemas as Record<
      string,
      { safeParse(v: unknown): { success: boolean; error?: unknown } }
    >;
    for (const { path, document } of directoryPages(brand)) {
      for (const component of document.components) {
        const result = schemas[component.type]?.safeParse(component.document) ?? { success: component.type === 'Form' };
        expect(result.success, `${path} ${component.type}: ${String(result.error)}`).toBe(true);
      }
    }
  });

  it('REG-01 the account confirmation page says what every registration is told, whatever its outcome', () => {
    const confirmation = pages.find((p) => p.path === SITE_ROUTES.accountConfirmation)!;
    expect(confirmation.document.meta.description).toBe(REGISTRATION_RECEIVED);
    expect(JSON.stringify(confirmation.document)).not.toContain('being confirmed');
  });
});
