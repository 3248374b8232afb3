/** Small generated PNG pictures for demo data (no files to ship, no network). */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `width`×`height` RGB picture: sky, a ground line and a building block, tinted by `seed`. */
export function demoPhoto(seed: number, width = 320, height = 240): Buffer {
  const rows: Buffer[] = [];
  const hue = (seed * 47) % 255;
  // Sensor grain, as in a real photo: it keeps the picture about the size of one (tens of kilobytes).
  let state = seed + 1;
  const grain = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * 13) - 6;
  };
  const clamp = (v: number) => Math.max(0, Math.min(255, v));
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const ground = y > height * 0.7;
      const building = x > width * 0.3 && x < width * 0.7 && y > height * (0.3 + (seed % 3) * 0.05) && !ground;
      const window = building && x % 24 < 10 && y % 24 < 10;
      const [r, g, b] = ground
        ? [120, 100 + (x % 7), 80]
        : window
          ? [230, 220, 140]
          : building
            ? [hue, 110, 255 - hue]
            : [150, 190, 230 - Math.floor((y / height) * 60)];
      row.writeUInt8(clamp(r + grain()), 1 + x * 3);
      row.writeUInt8(clamp(g + grain()), 2 + x * 3);
      row.writeUInt8(clamp(b + grain()), 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
