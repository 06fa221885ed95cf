// Group commit for writes that arrive in bursts (a flash sale's paid webhooks): each caller hands
// in one item and awaits its own answer; items that arrive while writes are under way wait and go
// together in the next one, up to `max` per write and `parallel` writes at once. At low load an
// item is written alone and at once; under a burst, one transaction (one commit, one WAL flush,
// one NOTIFY) carries many, instead of a thousand commits queueing on a small pool.

export interface GroupCommitOptions<I, O> {
  /** Most items per write. */
  max: number;
  /** Writes under way at once (the pool they run on). */
  parallel: number;
  /** Writes the items in one transaction; answers one output per item, in order. */
  write: (items: I[]) => Promise<O[]>;
  /**
   * Whether a failed group is written again one item at a time, so that one bad item fails alone
   * (default: always). An outage should not be: each item would only fail again, slower.
   */
  retryAlone?: (error: unknown) => boolean;
}

type Waiting<I, O> = { item: I; resolve: (output: O) => void; reject: (error: unknown) => void };

export function groupCommit<I, O>(options: GroupCommitOptions<I, O>): (item: I) => Promise<O> {
  const waiting: Waiting<I, O>[] = [];
  let running = 0;

  const writeAlone = async (one: Waiting<I, O>) => {
    try {
      one.resolve((await options.write([one.item]))[0]!);
    } catch (error) {
      one.reject(error);
    }
  };

  const writeGroup = async (group: Waiting<I, O>[]) => {
    if (group.length === 1) return writeAlone(group[0]!);
    try {
      const outputs = await options.write(group.map((w) => w.item));
      group.forEach((w, i) => w.resolve(outputs[i]!));
    } catch (error) {
      if (options.retryAlone && !options.retryAlone(error)) {
        for (const w of group) w.reject(error);
        return;
      }
      for (const w of group) await writeAlone(w);
    }
  };

  const pump = () => {
    while (running < options.parallel && waiting.length > 0) {
      running++;
      void writeGroup(waiting.splice(0, options.max)).finally(() => {
        running--;
        pump();
      });
    }
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      pump();
    });
}
