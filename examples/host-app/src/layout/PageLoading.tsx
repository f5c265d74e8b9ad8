/** Shown while a page's code loads. */
export function PageLoading() {
  return <p className="app__loading" role="status">Loading…</p>;
}
