import { describe, expect, it } from "vitest";
import { pullBatches, PullCancelled } from "./pull-batches";

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
}

describe("pullBatches", () => {
  it("hands every batch over in order and ends when the producer ends", async () => {
    const source = pullBatches<number>(async (emit) => {
      for (let i = 1; i <= 5; i++) await emit(i);
    });
    expect(await collect(source)).toEqual([1, 2, 3, 4, 5]);
  });

  it("lets the producer run at most `ahead` batches in front of the reader", async () => {
    let produced = 0;
    const iterator = pullBatches<number>(
      async (emit) => {
        for (let i = 1; i <= 100; i++) {
          produced = i;
          await emit(i);
        }
      },
      { ahead: 2 },
    )[Symbol.asyncIterator]();
    expect(produced).toBe(0);
    expect((await iterator.next()).value).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // 1 taken, 2 and 3 waiting; the producer is stuck handing over 3.
    expect(produced).toBe(3);
    expect((await iterator.next()).value).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(produced).toBe(4);
  });

  it("passes the producer's failure to the reader", async () => {
    const source = pullBatches<number>(async (emit) => {
      await emit(1);
      throw new Error("cursor closed");
    });
    await expect(collect(source)).rejects.toThrow("cursor closed");
  });

  it("ends the producer with PullCancelled when the reader stops early", async () => {
    let ending: unknown = null;
    const source = pullBatches<number>(async (emit) => {
      try {
        for (let i = 1; ; i++) await emit(i);
      } catch (error) {
        ending = error;
        throw error;
      }
    });
    for await (const batch of source) if (batch === 2) break;
    expect(ending).toBeInstanceOf(PullCancelled);
  });
});
