/**
 * Canvas to image bytes on either platform. This is the export's only platform seam: Konva hands
 * back a DOM canvas in a page and an @napi-rs/canvas canvas in Node, and each encodes its own way.
 */

export type RasterFormat = 'png' | 'jpeg';

/** @napi-rs/canvas's encoder (libpng / libjpeg-turbo in Skia, off the JS thread). */
interface NodeCanvas {
  encode(format: RasterFormat, quality?: number): Promise<Uint8Array>;
}

/** What Konva's toCanvas returns on either platform. */
export type AnyCanvas = HTMLCanvasElement | NodeCanvas;

const isNodeCanvas = (canvas: AnyCanvas): canvas is NodeCanvas => typeof (canvas as Partial<NodeCanvas>).encode === 'function';

/** `quality` is 0-1 and only used for JPEG. */
export async function encodeCanvas(canvas: AnyCanvas, format: RasterFormat, quality = 0.92): Promise<Uint8Array> {
  if (isNodeCanvas(canvas)) {
    const bytes = await canvas.encode(format, format === 'jpeg' ? Math.round(quality * 100) : undefined);
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, `image/${format}`, quality));
  if (!blob) throw new Error(`The canvas could not be encoded as ${format} (${canvas.width}x${canvas.height} px)`);
  return new Uint8Array(await blob.arrayBuffer());
}
