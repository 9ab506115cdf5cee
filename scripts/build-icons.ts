// Writes the app icons the web app manifest and iOS ask for (public/icons/*.png) from
// public/favicon.svg. Run it again after changing the favicon: `npx tsx scripts/build-icons.ts`.
import path from "node:path";
import sharp from "sharp";

const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCE = path.join(ROOT, "public/favicon.svg");
const OUT = path.join(ROOT, "public/icons");
/** The favicon's own green, the manifest's background and theme colour. */
const GREEN = "#065f46";

/** The favicon drawn at `size` pixels, edge to edge (its rounded corners stay transparent). */
async function plain(size: number, file: string) {
  await sharp(SOURCE, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, file));
}

/**
 * A maskable icon: a full green square with the paw inside the safe zone (the middle 80 %), so
 * that whatever shape a launcher cuts, the paw stays whole. Apple's touch icon is drawn the same
 * way, as iOS rounds the corners itself and shows black through transparent ones.
 */
async function padded(size: number, file: string) {
  const inner = Math.round(size * 0.8);
  const paw = await sharp(SOURCE, { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: GREEN } })
    .composite([{ input: paw, gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, file));
}

await plain(192, "icon-192.png");
await plain(512, "icon-512.png");
await padded(512, "icon-maskable-512.png");
await padded(180, "apple-touch-icon.png");
console.log(`Icons written to ${path.relative(ROOT, OUT)}/`);
