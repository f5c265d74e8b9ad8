/**
 * `read` as the callers of one moment share it: a call gets a read started after it (one already running may have read
 * before an edit the caller must see), and the calls that arrive while a read runs share the next one — so at most two
 * reads run per burst of calls, however many callers.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let reading: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const started: Promise<T> = read().finally(() => {
      if (reading === started) reading = null;
    });
    return (reading = started);
  };
  return () => {
    if (!reading) return start();
    next ??= reading
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}
