/**
 * A `fetch` for one server render that sends a call the server shed (503) once more after its Retry-After (at most
 * `maxWaitMs`) — once for the whole page, not once per call: a busy server that sheds one of the page's calls is
 * likely to shed the next, and every retry is more work for it while the page's buyer waits. Any other answer,
 * 4xx included, is returned as it is (asking again gives the same answer).
 */
export function withOverloadRetryBudget(
  fetchImpl: typeof fetch,
  options: { retries?: number; maxWaitMs?: number } = {},
): typeof fetch {
  let budget = options.retries ?? 1;
  const maxWaitMs = options.maxWaitMs ?? 1_000;
  return async (input, init) => {
    const answer = await fetchImpl(input, init);
    if (answer.status !== 503 || budget <= 0 || (init?.method && init.method !== 'GET')) return answer;
    const seconds = Number(answer.headers.get('retry-after') ?? 'NaN');
    const waitMs = Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : Number.POSITIVE_INFINITY;
    if (waitMs > maxWaitMs) return answer;
    budget -= 1;
    await answer.body?.cancel();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    return fetchImpl(input, init);
  };
}
