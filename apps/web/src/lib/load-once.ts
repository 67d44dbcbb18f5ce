// Code fetched on demand (a dialog's chunk): one fetch at a time, kept once it has arrived, and
// forgotten when it fails so that the next attempt (a later click) fetches again.
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
