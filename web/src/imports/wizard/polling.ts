/** The spec's poll interval for validation and import progress. */
export const pollIntervalMs = 1000;

/**
 * Reads a progress reply each second, handing each one on, until `finished` says so; stops early
 * (answering null) once `stopped` does, e.g. when the step is left.
 */
export async function pollEachSecond<Reply>(
  read: () => Promise<Reply>,
  options: { finished(reply: Reply): boolean; onReply(reply: Reply): void; stopped(): boolean },
): Promise<Reply | null> {
  for (;;) {
    const reply = await read();
    if (options.stopped()) return null;
    options.onReply(reply);
    if (options.finished(reply)) return reply;
    await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
    if (options.stopped()) return null;
  }
}
