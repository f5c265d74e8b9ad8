import { renderToString } from 'react-dom/server';
import { buildProduct } from '@shelfmark/api-client/testing';
import { toMoney } from '@shelfmark/api-client';
import { describe, expect, it } from 'vitest';
import { ProductStructuredData, productStructuredData } from './ProductStructuredData';

const at = { origin: 'https://shop.example', canonical: '/products/9780000000002', currency: 'USD' };
const verdict = { priceShown: true, purchasable: true, reason: null, offer: 'buy', message: null } as const;

describe('HEAD-01 a product as schema.org JSON-LD', () => {
  it('HEAD-01 names the Book, its ISBN-13, authors and absolute addresses, and offers it at the price the caller sees', () => {
    const product = buildProduct({
      isbn13: '9780000000002',
      fullTitle: 'A Title',
      imagesDAM: { small: '/images/covers/9780000000002.svg?w=125', large: '/images/covers/9780000000002.svg?w=216' },
      customPrice: toMoney(31.57),
      stock: { stockLevel: 3, stockLevelStatus: 'lowStock' },
      entitlement: verdict,
    });
    expect(productStructuredData(product, at)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'A Title',
      isbn: '9780000000002',
      url: 'https://shop.example/products/9780000000002',
      author: [
        { '@type': 'Person', name: 'Ada Author' },
        { '@type': 'Person', name: 'Ben Writer' },
      ],
      image: 'https://shop.example/images/covers/9780000000002.svg?w=216',
      offers: {
        '@type': 'Offer',
        price: '31.57',
        priceCurrency: 'USD',
        availability: 'https://schema.org/LimitedAvailability',
      },
    });
  });

  it('HEAD-01 PDP-03 the server\u2019s verdict decides: no price when it is not shown to the caller, even if one came along', () => {
    const product = buildProduct({
      entitlement: { ...verdict, priceShown: false, purchasable: false, reason: 'visitor', offer: 'sign-in' },
    });
    const data = productStructuredData(product, at);
    expect(data.offers).toEqual({
      '@type': 'Offer',
      url: 'https://shop.example/products/9780000000002',
      availability: 'https://schema.org/InStock',
    });
    expect(JSON.stringify(data)).not.toContain('29.95');
  });

  it('HEAD-01 a title holding </script> or <!-- stays inside the element and parses back the same', () => {
    const title = 'Bad </script><script>alert(1)</script> <!-- & --> \u2028';
    const html = renderToString(
      <ProductStructuredData product={buildProduct({ fullTitle: title, entitlement: verdict })} {...at} />,
    );
    const [, content] = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html)!;
    expect(content).not.toMatch(/[<>]/);
    expect((JSON.parse(content!) as { name: string }).name).toBe(title);
  });
});
