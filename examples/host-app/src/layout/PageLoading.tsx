import { useDocumentMeta } from '../content/documentHead';
import { PageTitle } from './PageTitle';

/**
 * Shown while a page's code or document loads. It carries the page's head meanwhile: the page before it leaves with
 * its `<title>` (React 19 removes a page's hoisted head with the page), and a document without a title is nameless in
 * the tab, the history and to assistive technology for that moment. Where a page document places the route (a
 * commerce slot), that document's head (HEAD-01); elsewhere "Loading… | Site".
 */
export function PageLoading() {
  const meta = useDocumentMeta();
  return (
    <>
      <PageTitle title={meta ? '' : 'Loading…'} />
      <p className="app__loading" role="status">
        Loading…
      </p>
    </>
  );
}
