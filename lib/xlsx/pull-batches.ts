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
  // Nobody may be waiting when the producer fails after a cancel: not an unhandled rejection.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/**
 * Turns a producer that runs inside a scope (a database transaction with a cursor) into batches
 * read on demand: `emit` hands one batch over and resolves only when the reader asks for the next
 * one, so the producer never runs ahead of the download. If the reader stops, the pending `emit`
 * throws PullCancelled, the producer's scope ends (rollback), and `return()` waits for it.
 */
export function pullBatches<T>(
  produce: (emit: (batch: T) => Promise<void>) => Promise<void>,
): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator]() {
      let supply = deferred<IteratorResult<T, undefined>>();
      let demand: Deferred<void> | null = null;
      let running: Promise<void> | null = null;
      let stopped = false;
      let finished = false;

      const emit = async (batch: T) => {
        if (stopped) throw new PullCancelled();
        const asked = deferred<void>();
        demand = asked;
        supply.resolve({ value: batch, done: false });
        await asked.promise;
        if (stopped) throw new PullCancelled();
      };

      return {
        next() {
          if (stopped || finished) return Promise.resolve({ value: undefined, done: true });
          supply = deferred();
          if (running === null) {
            running = produce(emit).then(
              () => {
                finished = true;
                supply.resolve({ value: undefined, done: true });
              },
              (error: unknown) => {
                finished = true;
                supply.reject(error);
              },
            );
          } else {
            demand?.resolve();
          }
          return supply.promise;
        },
        async return() {
          stopped = true;
          demand?.resolve();
          await running;
          return { value: undefined, done: true };
        },
      };
    },
  };
}
