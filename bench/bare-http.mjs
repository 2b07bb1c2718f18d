// `node bench/bare-http.mjs`: the floor under the API benchmark — a bare Node HTTP server answering a
// constant envelope, called by 8 keep-alive callers from another process (docs/PERFORMANCE.md).
import http from "node:http";
import { fork } from "node:child_process";
if (process.argv[2] === "server") {
  const body = JSON.stringify({
    success: true,
    messages: [],
    entity: 100000,
    validationCodes: [],
    validationLevel: "Valid",
  });
  http
    .createServer((req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
      res.end(body);
    })
    .listen(4555, "127.0.0.1", () => process.send("ready"));
} else {
  const server = fork(new URL(import.meta.url).pathname, ["server"]);
  await new Promise((r) => server.once("message", r));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const get = () =>
    new Promise((resolve, reject) =>
      http
        .get(
          {
            host: "127.0.0.1",
            port: 4555,
            path: "/api/customers/count",
            agent,
            headers: { authorization: "Bearer x" },
          },
          (res) => {
            const c = [];
            res.on("data", (d) => c.push(d));
            res.on("end", resolve);
          },
        )
        .on("error", reject),
    );
  let n = 0;
  const until = Date.now() + 5000;
  const t0 = process.cpuUsage();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (Date.now() < until) {
        await get();
        n++;
      }
    }),
  );
  const cpu = process.cpuUsage(t0);
  console.log(
    `bare server, 8 callers: ${(n / 5).toFixed(0)} req/s; client CPU ${((cpu.user + cpu.system) / 1000 / n).toFixed(3)} ms per call`,
  );
  server.kill();
  agent.destroy();
}
