/**
 * Resolves when `predicate` holds (it may be async, e.g. a database read), polling every few ms;
 * rejects after `timeoutMs`. The one way tests wait for a condition: never a fixed sleep, never a
 * hand-written poll loop.
 */
export async function waitFor(
  predicate: () => boolean | Promise<boolean>,
  timeoutMs = 2000,
  what = "condition",
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
