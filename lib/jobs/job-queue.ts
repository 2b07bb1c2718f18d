import pg from "pg";
import PgBoss from "pg-boss";
import { sql, type SQL, type SQLChunk } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";

/**
 * The background job queue: pg-boss on the app's PostgreSQL (its own `pgboss` schema, created and
 * migrated by pg-boss itself under an advisory lock). Every app process may start a worker: jobs
 * are fetched with SELECT ... FOR UPDATE SKIP LOCKED, so two workers never take the same job, and a
 * job that was running when its process died expires and is retried by a surviving worker.
 */

export type JobHandler<T extends object = object> = (
  data: T,
  job: { id: string; name: string },
) => Promise<void>;

export type JobQueueOptions = {
  /** Seconds a running job may take before it counts as lost (process died) and is retried. */
  expireInSeconds?: number;
  /** Attempts after the first one, for failures and lost jobs. */
  retryLimit?: number;
  /** Jobs one worker of this process runs at the same time. */
  concurrency?: number;
  /** Seconds before a failed job is tried again (default 0). */
  retryDelay?: number;
  /** Whether the delay doubles at each retry, with some jitter (default false). */
  retryBackoff?: boolean;
  /**
   * pg-boss's queue policy. "short": at most one waiting job per singletonKey (a second send with
   * the key of a job not yet started is dropped); "standard" keys nothing.
   */
  policy?: "standard" | "short";
};

type RegisteredHandler = { handler: JobHandler<never>; options: Required<JobQueueOptions> };
type QueueState = {
  boss: PgBoss | null;
  starting: Promise<PgBoss> | null;
  /** Whether this process runs workers (false: it only enqueues). */
  working: boolean;
  handlers: Map<string, RegisteredHandler>;
  workerIds: Map<string, string[]>;
  /** Cron schedules (job name -> cron expression, UTC unless a time zone is given) set on the queue when it starts. */
  schedules: Map<string, { cron: string; tz?: string }>;
  /** The database the queue was started on. */
  connectionString?: string;
};

// On globalThis: route handlers are bundled apart from instrumentation.ts but share the process.
const stateKey = Symbol.for("backoffice.jobs");
function state(): QueueState {
  const g = globalThis as typeof globalThis & { [stateKey]?: QueueState };
  g[stateKey] ??= {
    boss: null,
    starting: null,
    working: false,
    handlers: new Map(),
    workerIds: new Map(),
    schedules: new Map(),
  };
  return g[stateKey];
}

const DEFAULT_OPTIONS: Required<JobQueueOptions> = {
  expireInSeconds: 300,
  retryLimit: 2,
  concurrency: 1,
  retryDelay: 0,
  retryBackoff: false,
  policy: "standard",
};
/** How often an idle worker looks for new jobs (enqueueing in this process wakes it at once). */
const POLLING_INTERVAL_SECONDS = 1;

/**
 * Declares the handler of a job name. Handlers registered before `startJobQueue` start working with
 * it; one registered later starts working at once (when this process runs workers).
 */
export async function registerJobHandler<T extends object>(
  name: string,
  handler: JobHandler<T>,
  options: JobQueueOptions = {},
): Promise<void> {
  const registered = { handler: handler as JobHandler<never>, options: { ...DEFAULT_OPTIONS, ...options } };
  const queue = state();
  const alreadyWorking = queue.handlers.has(name);
  queue.handlers.set(name, registered);
  if (!queue.boss || alreadyWorking) return;
  const boss = queue.boss;
  await withQueueSetupLock(queue.connectionString, () => ensureQueue(boss, name, registered.options));
  if (queue.working) await startWorking(boss, name, registered);
}

/**
 * Sends a job `name` (registered with `registerJobHandler` first) on a cron schedule, UTC. Every
 * process may declare it: pg-boss keeps one schedule per name in the database, and each due run is
 * sent once for the whole cluster (one process checks the schedules at a time, and the run is a
 * singleton per minute), then taken by one worker.
 */
export async function scheduleJob(name: string, cron: string, options: { tz?: string } = {}): Promise<void> {
  const queue = state();
  queue.schedules.set(name, { cron, tz: options.tz });
  if (queue.boss) await queue.boss.schedule(name, cron, {}, options.tz ? { tz: options.tz } : {});
}

/** The handler of a job name (tests use it to run jobs in-process). */
export function jobHandler(name: string): RegisteredHandler | undefined {
  return state().handlers.get(name);
}

/**
 * Starts pg-boss on DATABASE_URL (once per process) and a worker for every registered handler.
 * `work: false` only installs the schema and the queues (enough to enqueue).
 */
export function startJobQueue({
  connectionString = process.env.DATABASE_URL,
  work = true,
}: { connectionString?: string; work?: boolean } = {}): Promise<PgBoss> {
  const queue = state();
  if (queue.boss) return Promise.resolve(queue.boss);
  queue.starting ??= (async () => {
    if (!connectionString) throw new Error("DATABASE_URL is not set: the job queue cannot start");
    const boss = new PgBoss({
      connectionString,
      max: Number(process.env.JOB_QUEUE_POOL_SIZE ?? 3),
      application_name: "backoffice-jobs",
    });
    boss.on("error", (error) => console.error("[jobs]", error instanceof Error ? error.message : error));
    try {
      await withQueueSetupLock(connectionString, async () => {
        await boss.start();
        for (const [name, registered] of queue.handlers) await ensureQueue(boss, name, registered.options);
      });
      if (work) {
        for (const [name, registered] of queue.handlers) await startWorking(boss, name, registered);
      }
      for (const [name, { cron, tz }] of queue.schedules)
        await boss.schedule(name, cron, {}, tz ? { tz } : {});
    } catch (error) {
      queue.starting = null;
      await boss.stop({ graceful: false, wait: true }).catch(() => {});
      throw error;
    }
    queue.boss = boss;
    queue.connectionString = connectionString;
    queue.working = work;
    queue.starting = null;
    return boss;
  })();
  return queue.starting;
}

/** Stops the workers (waiting up to `timeoutMs` for running jobs) and closes the queue's pool. */
export async function stopJobQueue({ timeoutMs = 10_000 }: { timeoutMs?: number } = {}): Promise<void> {
  const queue = state();
  const boss = queue.boss ?? (queue.starting ? await queue.starting.catch(() => null) : null);
  queue.boss = null;
  queue.working = false;
  queue.workerIds.clear();
  if (boss) await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
}

export function isJobQueueRunning(): boolean {
  return state().boss !== null;
}

/** For /api/health: the queue runs in this process and answers through its own connections. */
export async function jobQueueAnswers(): Promise<boolean> {
  const boss = state().boss;
  return boss !== null && Boolean(await boss.isInstalled());
}

/**
 * Puts a job in the queue. With `db` a transaction, the job is written by that transaction:
 * it exists only if the transaction commits (no job for a rolled-back request, no request
 * without its job). Needs the queue started in this process (`startJobQueue`).
 */
export async function enqueueJob<T extends object>({
  db,
  name,
  data,
  singletonKey,
}: {
  db?: DbOrTx;
  name: string;
  data: T;
  /** On a queue of policy "short": at most one waiting job with this key per name. */
  singletonKey?: string;
}): Promise<string | null> {
  const boss = state().boss ?? (await startJobQueue({ work: false }));
  const registered = state().handlers.get(name);
  const options: PgBoss.SendOptions = {
    expireInSeconds: registered?.options.expireInSeconds ?? DEFAULT_OPTIONS.expireInSeconds,
    retryLimit: registered?.options.retryLimit ?? DEFAULT_OPTIONS.retryLimit,
    retryDelay: registered?.options.retryDelay ?? DEFAULT_OPTIONS.retryDelay,
    retryBackoff: registered?.options.retryBackoff ?? DEFAULT_OPTIONS.retryBackoff,
    ...(singletonKey ? { singletonKey } : {}),
    ...(db ? { db: drizzleExecutor(db) } : {}),
  };
  const id = await boss.send(name, data, options);
  // Wake this process's worker now rather than at its next poll (after commit the job is visible).
  if (!db) wakeWorkers(boss, name);
  return id;
}

/** Tells this process's workers of `name` to look for jobs now (e.g. right after a commit). */
export function wakeJobWorkers(name: string): void {
  const boss = state().boss;
  if (boss) wakeWorkers(boss, name);
}

function wakeWorkers(boss: PgBoss, name: string) {
  for (const id of state().workerIds.get(name) ?? []) boss.notifyWorker(id);
}

/**
 * pg-boss's createQueue is idempotent (insert ... on conflict do nothing) but not safe when two
 * processes create the same new queue at once: its partition DDL deadlocks (seen with two nodes
 * starting together). Queue setup therefore runs under a session advisory lock of its own, one
 * process at a time.
 */
async function withQueueSetupLock<T>(
  connectionString: string | undefined,
  setup: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString, application_name: "backoffice-jobs-setup" });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [QUEUE_SETUP_LOCK_KEY]);
    return await setup();
  } finally {
    // Ending the session releases the lock as well.
    await client.end().catch(() => {});
  }
}

/** Any constant of our own (db/bootstrap.ts holds another for the database preparation). */
const QUEUE_SETUP_LOCK_KEY = 727_163_201_514;

async function ensureQueue(boss: PgBoss, name: string, options: Required<JobQueueOptions>) {
  await boss.createQueue(name, {
    name,
    expireInSeconds: options.expireInSeconds,
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelay,
    retryBackoff: options.retryBackoff,
    policy: options.policy,
  });
}

async function startWorking(boss: PgBoss, name: string, registered: RegisteredHandler) {
  const ids: string[] = [];
  for (let i = 0; i < registered.options.concurrency; i++) {
    const id = await boss.work<object>(
      name,
      { batchSize: 1, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS },
      async ([job]) => {
        if (!job) return;
        const started = performance.now();
        let outcome = "failed";
        try {
          // A failure thrown here marks the job failed; pg-boss retries it up to retryLimit.
          await (state().handlers.get(name)?.handler ?? registered.handler)(job.data as never, {
            id: job.id,
            name: job.name,
          });
          outcome = "completed";
        } finally {
          logJobRun(job.name, job.id, outcome, started);
        }
      },
    );
    ids.push(id);
  }
  state().workerIds.set(name, ids);
}

/**
 * One JSON line per job run by this process's workers, like the request log (lib/api/request-log.ts):
 * time, job name, job id, outcome and duration; never the job's data. REQUEST_LOG=off leaves it out.
 */
function logJobRun(job: string, jobId: string, outcome: string, started: number) {
  if (process.env.REQUEST_LOG === "off") return;
  const durationMs = Math.round((performance.now() - started) * 10) / 10;
  process.stdout.write(
    `${JSON.stringify({ time: new Date().toISOString(), job, jobId, outcome, durationMs })}\n`,
  );
}

/** pg-boss's `db` executor over a Drizzle handle, so a job can be written inside a transaction. */
function drizzleExecutor(db: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      const result = await db.execute(positionalSql(text, values));
      return { rows: result.rows as unknown[] as object[] };
    },
  };
}

/** Turns `... $1 ... $2 ...` with its values into a Drizzle SQL (each placeholder a parameter). */
export function positionalSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQLChunk[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 0) chunks.push(sql.raw(parts[i]!));
    else chunks.push(sql.param(values[Number(parts[i]) - 1] ?? null));
  }
  return sql.join(chunks);
}

/**
 * Runs, in this process, the waiting jobs of `name` until none is left (or `limit` ran), with the
 * registered handler; a job whose handler throws is marked failed. For tests and maintenance
 * scripts: the app's workers do the same on their own.
 */
export async function drainJobs({ name, limit = 100 }: { name: string; limit?: number }): Promise<number> {
  const boss = state().boss ?? (await startJobQueue({ work: false }));
  const registered = state().handlers.get(name);
  if (!registered) throw new Error(`no handler registered for job "${name}"`);
  let ran = 0;
  while (ran < limit) {
    const [job] = await boss.fetch<object>(name, { batchSize: 1 });
    if (!job) break;
    ran++;
    try {
      await registered.handler(job.data as never, { id: job.id, name: job.name });
      await boss.complete(name, job.id);
    } catch (error) {
      await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
    }
  }
  return ran;
}
