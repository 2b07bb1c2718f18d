import { xlsxSheet } from "@/lib/xlsx/sheet";
type R = Record<string, string | number | null>;
const N = 20000;
const cols = Array.from({ length: 21 }, (_, i) => ({
  header: `H${i}`,
  type: (i % 5 === 0 ? "number" : i % 5 === 1 ? "date" : i % 5 === 2 ? "euro" : "text") as "number" | "date" | "euro" | "text",
  width: 10,
  value: (r: R) => r[`c${i}`] ?? null,
}));
const data = Array.from({ length: N }, (_, k) => {
      const r: R = {};
      for (let i = 0; i < 21; i++) r[`c${i}`] = i % 5 === 0 ? k : i % 5 === 1 ? "2031-05-10" : i % 5 === 2 ? "210.00" : `Testo ${k} Rossi Mario`;
      return r;
    });
function* batches() {
  for (let s = 0; s < N; s += 2000) yield data.slice(s, s + 2000);
}
async function main() {
  for (let rep = 0; rep < 3; rep++) {
  const t = performance.now();
  let len = 0;
  for await (const x of xlsxSheet({ name: "S", columns: cols, rows: batches() }).xml()) len += x.length;
  console.log("xml", (performance.now() - t).toFixed(0), "ms", len);
  }
}
void main();
