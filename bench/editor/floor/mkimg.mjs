// The four photos the pages draw: demo pictures from var/test-media (the tests' global setup makes it).
import fs from 'node:fs';
import sharp from 'sharp';
const media = new URL('../../../var/test-media/demo/pictures/', import.meta.url).pathname;
fs.mkdirSync('public/img', { recursive: true });
const src = ['olav-berg-ip2','noah-hansen-ip3','emma-hansen-ip2','sara-lunde-ip1'];
let i = 0;
for (const s of src) {
  await sharp(`${media}${s}.jpg`).resize(800, 800, {fit: 'cover'}).jpeg({quality: 80}).toFile(`public/img/p${i++}.jpg`);
}
