// Renders the PNG manifest icons from the SVGs in public/icons (run once; the PNGs are committed).
import sharp from 'sharp';

const dir = new URL('../public/icons/', import.meta.url);
const jobs = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  // The manifest's shortcuts (long press on the installed icon).
  ['shortcut-add-post.svg', 'shortcut-add-post-96.png', 96],
  ['shortcut-messages.svg', 'shortcut-messages-96.png', 96],
];
for (const [from, to, size] of jobs) {
  await sharp(new URL(from, dir).pathname, { density: 300 }).resize(size, size).png().toFile(new URL(to, dir).pathname);
  console.log(`wrote public/icons/${to}`);
}
