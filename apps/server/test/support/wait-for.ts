/** Resolves when `predicate` holds, polling on each macrotask; rejects after `timeoutMs`. Never a fixed sleep. */
export async function waitFor(predicate: () => boolean, timeoutMs = 2000, what = "condition"): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
