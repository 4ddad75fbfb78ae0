/**
 * Waits for `work`, but `ms` at the most: settles when it does (rejecting if it rejects) or once the
 * time is up, whichever comes first; the timer goes either way. For a wait worth having that must
 * not become the customer's (the first render's data, a slow service).
 */
export async function atMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
