/**
 * Renders the app icons in public/icons from one drawing (run after changing the logo):
 *   node scripts/make-icons.ts
 * The maskable icon keeps the mark inside the central 80 % safe zone on a full-bleed background.
 */
import sharp from 'sharp';

/** A sun rising over a soft hill: the Haven mark. */
const mark = (scale: number, offset: number) =>
  `<g transform="translate(${offset} ${offset}) scale(${scale})"><circle cx="20" cy="12.5" r="4.2" fill="#f4d9b4"/><path d="M3 21.5c3.5-4 8-5.5 12.5-2.5s8.5 3 13.5-1V26a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3z" fill="#fff"/></g>`;

const round = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#2a6963"/>${mark(1, 0)}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#2a6963"/>${mark(0.7, 4.8)}</svg>`;

const outputs: [string, string, number][] = [
  [round, 'public/icons/icon-192.png', 192],
  [round, 'public/icons/icon-512.png', 512],
  [maskable, 'public/icons/maskable-512.png', 512],
  [maskable, 'public/icons/apple-touch-icon.png', 180],
];
for (const [svg, file, size] of outputs) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(file);
  console.log(`wrote ${file}`);
}
