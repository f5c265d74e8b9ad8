// packages/commerce/README.md, "Next.js App Router": the product page's widget, its data prefetched on the server.
import { HydrationBoundary, QueryClient, dehydrate } from '@tanstack/react-query';
import { ProductDetail } from '@shelfmark/commerce';
import { prefetchProductDetail } from '@shelfmark/commerce/server';
import { api } from '../../api';

export default async function ProductPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const queryClient = new QueryClient();
  await prefetchProductDetail(queryClient, api, { code });
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ProductDetail code={code} />
    </HydrationBoundary>
  );
}
