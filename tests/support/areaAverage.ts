/**
 * Shrinks an RGBA raster by averaging, for every target pixel, exactly the source area it covers
 * (partial source pixels weighted by the part they cover): how a proof print or a scanner at
 * lower resolution sees a page. sharp offers no box filter for non-whole factors, and its
 * lanczos kernels ring at hard edges (a light and a dark fringe beside every photo edge and
 * text stroke), which no viewer of a small picture ever sees.
 */
export function areaAverage(source: Buffer, from: { width: number; height: number }, to: { width: number; height: number }): Buffer {
  const out = Buffer.alloc(to.width * to.height * 4);
  const fx = from.width / to.width;
  const fy = from.height / to.height;
  const sums = new Float64Array(4);
  for (let y = 0; y < to.height; y++) {
    const y0 = y * fy;
    const y1 = Math.min(from.height, y0 + fy);
    for (let x = 0; x < to.width; x++) {
      const x0 = x * fx;
      const x1 = Math.min(from.width, x0 + fx);
      sums.fill(0);
      let weights = 0;
      for (let sy = Math.floor(y0); sy < Math.ceil(y1); sy++) {
        const wy = Math.min(y1, sy + 1) - Math.max(y0, sy);
        for (let sx = Math.floor(x0); sx < Math.ceil(x1); sx++) {
          const w = wy * (Math.min(x1, sx + 1) - Math.max(x0, sx));
          const i = (sy * from.width + sx) * 4;
          for (let c = 0; c < 4; c++) sums[c] += source[i + c] * w;
          weights += w;
        }
      }
      for (let c = 0; c < 4; c++) out[(y * to.width + x) * 4 + c] = Math.round(sums[c] / weights);
    }
  }
  return out;
}
