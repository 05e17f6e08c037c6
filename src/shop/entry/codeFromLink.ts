/**
 * The code an invitation link carries (/?code=…, spec 3 'Share dialog'): the front page's code
 * field starts with it, so the recipient only has to press the button. `search` is the router's
 * (the server renders the page with it too).
 */
export const codeFromLink = (search: string): string => new URLSearchParams(search).get('code')?.trim().slice(0, 64) ?? '';
