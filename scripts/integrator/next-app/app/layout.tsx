import '@shelfmark/forms/styles.css';
import '@shelfmark/blocks/styles.css';
import '@shelfmark/commerce/styles.css';
import type { ReactNode } from 'react';
import { ShelfmarkSiteProvider } from '@shelfmark/forms/site';
import { API_URL, api } from './api';
import { Providers } from './providers';

// Every page asks the API when it is requested (the API is not there while `next build` runs).
export const dynamic = 'force-dynamic';

export default async function RootLayout({ children }: { children: ReactNode }) {
  const siteConfig = await api.site.config();
  return (
    <html lang="en">
      <body>
        <Providers apiUrl={API_URL}>
          <ShelfmarkSiteProvider config={siteConfig}>
            <main>{children}</main>
          </ShelfmarkSiteProvider>
        </Providers>
      </body>
    </html>
  );
}
