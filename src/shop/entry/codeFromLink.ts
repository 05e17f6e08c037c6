/**
 * The code an invitation link carries (/?code=…, spec 3 'Share dialog'): the front page's code
 * field starts with it, so the recipient only has to press the button.
 */
export const codeFromLink = (search: string = window.location.search): string => new URLSearchParams(search).get('code')?.trim().slice(0, 64) ?? '';
