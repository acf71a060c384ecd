/**
 * Retries an assertion until it passes or the time is up (playwright-core has no web-first
 * `expect`); the last failure is what the test reports.
 */
export async function eventually<T>(assertion: () => T | Promise<T>, timeoutMs = 10_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
