// Prints the compressed JavaScript a page loads: every module its HTML names (the module loader's
// list, or React Router's module script and preloads), each file gzipped at level 9 and, as the
// server sends it to browsers that accept it, with Brotli at its highest quality.
// Usage: node scripts/page-weight.mjs http://localhost:3000/ [more URLs]
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

for (const url of process.argv.slice(2)) {
  const html = await (await fetch(url)).text();
  const srcs = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  let total = 0;
  let totalBrotli = 0;
  const rows = [];
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    const gz = gzipSync(body, { level: 9 }).length;
    total += gz;
    totalBrotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    rows.push([src, gz]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  console.log(
    `${url}: ${(total / 1024).toFixed(1)} KB of JavaScript gzipped (${(totalBrotli / 1024).toFixed(1)} KB with Brotli) in ${rows.length} files`,
  );
  for (const [src, gz] of rows.slice(0, 8)) console.log(`  ${(gz / 1024).toFixed(1).padStart(6)} KB  ${src}`);
}
