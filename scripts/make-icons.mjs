// Renders shell/static/favicon.svg to the PNG icons and favicon.ico (Debian Chromium). Run: node scripts/make-icons.mjs
import { chromium } from '@playwright/test';
import fs from 'node:fs';
const svg = fs.readFileSync('shell/static/favicon.svg', 'utf8');
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const p = await b.newPage();
const pngs = {};
for (const size of [32, 192, 512]) {
  await p.setViewportSize({ width: size, height: size });
  await p.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  pngs[size] = await p.screenshot({ omitBackground: true });
}
await b.close();
fs.writeFileSync('shell/static/icon-192.png', pngs[192]);
fs.writeFileSync('shell/static/icon-512.png', pngs[512]);
// favicon.ico: one 32x32 PNG image inside an ICO container (ICONDIR + ICONDIRENTRY + PNG).
const png = pngs[32];
const head = Buffer.alloc(22);
head.writeUInt16LE(0, 0); head.writeUInt16LE(1, 2); head.writeUInt16LE(1, 4);
head.writeUInt8(32, 6); head.writeUInt8(32, 7); head.writeUInt8(0, 8); head.writeUInt8(0, 9);
head.writeUInt16LE(1, 10); head.writeUInt16LE(32, 12); head.writeUInt32LE(png.length, 14); head.writeUInt32LE(22, 18);
fs.writeFileSync('shell/static/favicon.ico', Buffer.concat([head, png]));
