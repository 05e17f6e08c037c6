/** One piece of template artwork: an SVG drawing in millimetres and the size it prints at. */
export interface ArtSource {
  /** The bare name a template's image paint uses as `src`; the file is `<name>.png`. */
  name: string;
  /** The printed size of the layer it fills, in mm (the SVG's viewBox). */
  widthMm: number;
  heightMm: number;
  /**
   * Pixels per inch of the raster: 300 for crisp line art; soft textures and blurs look the same
   * at less and keep the files small.
   */
  dpi: number;
  /** The drawing's inner SVG (defs and shapes), in mm. */
  body: string;
}

/** The complete SVG document of an artwork at its raster size. */
export function svgDocument(art: ArtSource): string {
  const { width, height } = rasterSize(art);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${art.widthMm} ${art.heightMm}">${art.body}</svg>`;
}

export function rasterSize(art: ArtSource): { width: number; height: number } {
  const px = (mm: number) => Math.round((mm / 25.4) * art.dpi);
  return { width: px(art.widthMm), height: px(art.heightMm) };
}
