/**
 * The background jobs of the app. Each area adds one line: a function that calls
 * `registerJobHandler` for its jobs. Called once per server process before the queue starts.
 */
const registrations: (() => Promise<void>)[] = [];

export async function registerAppJobHandlers(): Promise<void> {
  for (const register of registrations) await register();
}
