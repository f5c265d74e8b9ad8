import { checkPageComponents, type Menu, type PageDocument } from '@shelfmark/api-client/schemas';
import type { StoredPageDocument } from '../db/schema/content';

/** A page row as the published store holds it: its path (or pattern) and its published document only. */
export interface PublishedPageRow {
  path: string;
  document: StoredPageDocument;
}

export interface KeptContentOptions {
  /** Every published page of the site (never a draft). */
  loadPages: () => Promise<PublishedPageRow[]>;
  /** Every menu of the site, with the name it is asked for by. */
  loadMenus: () => Promise<{ name: string; menu: Menu }[]>;
}

/** '/products/:code' matches '/products/9780000000002' (one segment per parameter). */
export function matchesPattern(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return (
    a.length === b.length && a.every((segment, i) => (segment.startsWith(':') ? (b[i] ?? '') !== '' : segment === b[i]))
  );
}

/** A site's published pages as one content version holds them, each document checked once, when first asked for. */
class PublishedPages {
  readonly #byPath = new Map<string, PublishedPageRow>();
  readonly #patterns: PublishedPageRow[] = [];
  readonly #checked = new Map<PublishedPageRow, PageDocument['components']>();

  constructor(rows: PublishedPageRow[]) {
    for (const row of rows) {
      this.#byPath.set(row.path, row);
      if (row.path.includes(':')) this.#patterns.push(row);
    }
  }

  /** The page at `path` (a normalised path): the row of that path, else the first pattern that matches it. */
  find(path: string): PageDocument | null {
    const row = this.#byPath.get(path) ?? this.#patterns.find((p) => matchesPattern(p.path, path));
    if (!row) return null;
    let components = this.#checked.get(row);
    if (!components) {
      // Each block's document parsed here (checked, or its problem), so the browser's blocks parse nothing.
      components = checkPageComponents(row.document.components);
      this.#checked.set(row, components);
    }
    return { ...row.document, path, preview: false, components };
  }
}

interface Kept {
  version: string;
  pages?: Promise<PublishedPages>;
  menus?: Promise<Map<string, Menu>>;
}

/**
 * A site's published page documents and menus, kept in this process under the content version they were read on: each
 * call reads the version (one small statement, shared by the calls that arrive together; a page render's calls use
 * the version their page read), and answers from what is kept while it is the same. A publish changes the version in
 * its own transaction (migration 0015), so every process on the database reads the new pages and menus on its next
 * call. All the site's pages (or menus) are read in one statement
 * per version: a site has tens of them, so a product page's address, matched by its pattern, costs no statement of its
 * own. Drafts are never read here: an editor's preview reads its row on every call.
 */
export class KeptContent {
  #kept: Kept | null = null;

  constructor(private readonly options: KeptContentOptions) {}

  /** The published page at `path` (normalised) as content `version` holds it, or null when none answers it. */
  async page(version: string, path: string): Promise<PageDocument | null> {
    const kept = this.#under(version);
    kept.pages ??= this.#load(kept, 'pages', async () => new PublishedPages(await this.options.loadPages()));
    return (await kept.pages).find(path);
  }

  /** The menu named `name` as content `version` holds it, or null. */
  async menu(version: string, name: string): Promise<Menu | null> {
    const kept = this.#under(version);
    kept.menus ??= this.#load(kept, 'menus', async () => {
      const rows = await this.options.loadMenus();
      return new Map(rows.map((row) => [row.name, row.menu]));
    });
    return (await kept.menus).get(name) ?? null;
  }

  /**
   * What is kept under `version`, a version a call read before it asked (or its page read before it rendered): the
   * reads of one version start after it was read, so they hold that version's content or a newer one (a newer one is
   * read again once a call comes with its version).
   */
  #under(version: string): Kept {
    if (this.#kept?.version !== version) this.#kept = { version };
    return this.#kept;
  }

  /** `load` for `kept`, forgotten when it fails (the next call reads again). */
  #load<K extends 'pages' | 'menus'>(kept: Kept, part: K, load: () => NonNullable<Kept[K]>): NonNullable<Kept[K]> {
    const loading = load();
    loading.catch(() => {
      if (kept[part] === loading) delete kept[part];
    });
    return loading;
  }
}
