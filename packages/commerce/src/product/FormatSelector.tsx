import type { Product } from '@shelfmark/api-client';
import { isbnFromProductCode } from '@shelfmark/api-client';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import type { ProductDetailLabels } from './productDetail.labels';

interface FormatOption {
  kind: 'print' | 'eBook';
  isbn13: string;
  current: boolean;
}

/** The print and eBook editions of a title: from purchaseOptions (print / eBook codes) or OTHER_FORMAT references. */
export function formatOptions(product: Product): FormatOption[] {
  const own = product.mediaType === 'eBook' ? 'eBook' : 'print';
  const other: FormatOption['kind'] = own === 'print' ? 'eBook' : 'print';
  const fromOptions = (product.purchaseOptions ?? [])
    .filter((o) => (o.txType === 'print' || o.txType === 'eBook') && isbnFromProductCode(o.code) !== product.isbn13)
    .map((o) => isbnFromProductCode(o.code));
  const fromRefs = (product.productReferences ?? [])
    .filter((r) => r.referenceType === 'OTHER_FORMAT')
    .map((r) => r.target.isbn13);
  const otherIsbn = fromOptions[0] ?? fromRefs[0];
  if (!otherIsbn) return [];
  const options: FormatOption[] = [
    { kind: own, isbn13: product.isbn13, current: true },
    { kind: other, isbn13: otherIsbn, current: false },
  ];
  return options.sort((a) => (a.kind === 'print' ? -1 : 1));
}

/** Print / eBook switch (PDP-01): the other format is a link to its product page, the current one is marked. */
export function FormatSelector({ product, text }: { product: Product; text: ProductDetailLabels }) {
  const { routes } = useSiteConfig();
  const { Link } = useSiteNavigation();
  const options = formatOptions(product);
  if (options.length === 0) return null;
  return (
    <nav className="sm-formats" aria-label={text.formats}>
      <ul>
        {options.map((o) => {
          const name = o.kind === 'print' ? text.formatPrint : text.formatEbook;
          return (
            <li key={o.kind}>
              {o.current ? (
                <span className="sm-formats__option sm-formats__option--current" aria-current="page">
                  {name}
                </span>
              ) : (
                <Link className="sm-formats__option" href={`${routes.products}/${o.isbn13}`}>
                  {name}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
