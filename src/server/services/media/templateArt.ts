import path from 'node:path';

/**
 * Where a template artwork's PNG lives in the media folder (the browser asks for
 * /templates/art/<name>.png; Node hosts read the file). The seed writes the demo artwork here;
 * artwork uploaded with real templates goes to the same place.
 */
export const templateArtFile = (mediaDir: string, name: string): string => path.join(mediaDir, 'template-art', `${name}.png`);
