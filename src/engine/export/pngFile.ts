/**
 * A PNG file around already deflated scanlines: signature, IHDR, one IDAT, IEND. The export
 * uses it in Node, where @napi-rs/canvas's own PNG encoder (zlib level 6 with every filter
 * tried per row) took 50 ms for a 320 px thumbnail and 1.1 s for a 300 DPI card; unfiltered
 * scanlines at zlib level 3 take 7 ms and 0.12 s for files 20-30 % larger
 * (measured in Node on this project's 2-core machine; `npm run bench:engine` prints the totals).
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** PNG filter type 0 (None) before every row of RGBA pixels: what the zlib stream holds. */
export function unfilteredScanlines(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Uint8Array {
  const stride = width * 4;
  if (rgba.length !== stride * height) throw new RangeError(`Expected ${stride * height} bytes of RGBA for ${width}x${height}, got ${rgba.length}`);
  const lines = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) lines.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  return lines;
}

function chunk(type: string, data: Uint8Array, crc32: (data: Uint8Array) => number): Uint8Array {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) bytes[4 + i] = type.charCodeAt(i);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32(bytes.subarray(4, 8 + data.length)) >>> 0);
  return bytes;
}

/** An 8-bit RGBA PNG of `width` x `height` whose IDAT is `zlibStream` (the deflated scanlines). */
export function pngFile(width: number, height: number, zlibStream: Uint8Array, crc32: (data: Uint8Array) => number): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA, deflate, adaptive filtering, no interlace
  const parts = [Uint8Array.from(SIGNATURE), chunk('IHDR', header, crc32), chunk('IDAT', zlibStream, crc32), chunk('IEND', new Uint8Array(0), crc32)];
  const file = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    file.set(part, offset);
    offset += part.length;
  }
  return file;
}
