/** Thrown inside a producer whose consumer stopped reading (a cancelled download). */
export class PullCancelled extends Error {
  constructor() {
    super("the reader stopped");
  }
}

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Turns a producer that runs inside a scope (a database transaction with a cursor) into batches
 * read on demand. The producer may run `ahead` batches in front of the reader (default 1: the
 * database fetches the next batch while the current one is written, on another core) and then
 * waits in `emit` until the reader takes one, so memory holds a few batches whatever the total.
 * If the reader stops, the waiting `emit` throws PullCancelled, the producer's scope ends
 * (rollback), and `return()` waits for that.
 */
export function pullBatches<T>(
  produce: (emit: (batch: T) => Promise<void>) => Promise<void>,
  { ahead = 1 }: { ahead?: number } = {},
): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator]() {
      const queue: T[] = [];
      let reader: Deferred<IteratorResult<T, undefined>> | null = null;
      let room: Deferred<void> | null = null;
      let running: Promise<void> | null = null;
      let finished = false;
      let failure: { error: unknown } | null = null;
      let stopped = false;

      const emit = async (batch: T) => {
        if (stopped) throw new PullCancelled();
        if (reader) {
          const waiting = reader;
          reader = null;
          waiting.resolve({ value: batch, done: false });
        } else {
          queue.push(batch);
        }
        while (queue.length >= ahead && !stopped) {
          room = deferred();
          await room.promise;
        }
        if (stopped) throw new PullCancelled();
      };

      const start = () => {
        running = produce(emit).then(
          () => {
            finished = true;
            reader?.resolve({ value: undefined, done: true });
          },
          (error: unknown) => {
            finished = true;
            failure = { error };
            reader?.reject(error);
          },
        );
      };

      return {
        next() {
          if (queue.length) {
            const batch = queue.shift()!;
            room?.resolve();
            return Promise.resolve({ value: batch, done: false });
          }
          if (stopped || (finished && !failure)) return Promise.resolve({ value: undefined, done: true });
          if (failure) return Promise.reject(failure.error);
          const waiting = deferred<IteratorResult<T, undefined>>();
          reader = waiting;
          if (!running) start();
          return waiting.promise;
        },
        async return() {
          stopped = true;
          room?.resolve();
          await running;
          return { value: undefined, done: true };
        },
      };
    },
  };
}
