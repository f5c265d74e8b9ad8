import { useQuery } from '@tanstack/react-query';
import { contentQueries, useApiClient } from '@shelfmark/api-client/react';
import { CartPage } from '@shelfmark/commerce';

/** cart — the cart page (spec 000 §2). */
export default function CartRoute() {
  const api = useApiClient();
  // The cart workbook's logo row (CART-14) draws the site's logo: the one the main menu's configuration names,
  // already loaded for the header.
  const logo = useQuery({ ...contentQueries.menu(api, 'main-menu'), retry: false }).data?.configuration?.logo?.src;
  return (
    <>
      <CartPage {...(logo ? { exportLogoUrl: logo } : {})} />
    </>
  );
}
