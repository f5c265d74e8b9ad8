import { MyQuotes } from '@shelfmark/commerce';

/** My Orders → Quotes: the buyer's quotes for the current ship-to, prefetched on the server, and Accept quote. */
export default function MyQuotesPage() {
  return <MyQuotes />;
}
