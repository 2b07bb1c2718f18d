// Runs Playwright with CHROMIUM_PATH resolved (scripts/browser.mjs): the config cannot await.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { chromiumPath } from "./browser.mjs";

const env = { ...process.env, CHROMIUM_PATH: await chromiumPath() };
const cli = createRequire(import.meta.url).resolve("@playwright/test/cli");
const child = spawn(process.execPath, [cli, ...process.argv.slice(2)], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
