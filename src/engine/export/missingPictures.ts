/** A picture or artwork that did not load would leave a hole in a file nobody looks at before it ships. */
export class MissingPicturesError extends Error {
  constructor(
    readonly partId: string,
    readonly urls: string[],
  ) {
    super(`Part "${partId}" could not be exported: ${urls.length} picture(s) did not load: ${urls.join(', ')}`);
    this.name = 'MissingPicturesError';
  }
}
