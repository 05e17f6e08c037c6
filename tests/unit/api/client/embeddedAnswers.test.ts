import { describe, expect, it, vi } from 'vitest';
import { answeringFromPage } from '../../../../src/api/client/embeddedAnswers';
import { answerKey, fillTemplateBody } from '../../../../src/api/contract/embeddedAnswers';

const ORIGIN = 'https://shop.example';
const FILL = '/api/webshop/user/templates/fill-template';

function transport(answers: Record<string, unknown>) {
  const network = vi.fn((input: RequestInfo | URL) => Promise.resolve(new Response(JSON.stringify({ from: 'network', url: String(input) }), { headers: { 'content-type': 'application/json' } })));
  return { fetch: answeringFromPage(answers, ORIGIN, network as typeof fetch), network };
}

describe('answeringFromPage: the page answers the requests it carries answers for, once', () => {
  it('answers a GET of its path from the page, once; the same request again goes to the network', async () => {
    const { fetch, network } = transport({ [answerKey('GET', '/api/webshop/settings')]: { site: 'x' } });
    const first = await fetch('/api/webshop/settings', { method: 'GET' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(await first.json()).toEqual({ site: 'x' });
    expect(network).not.toHaveBeenCalled();
    expect(await (await fetch('/api/webshop/settings')).json()).toMatchObject({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('answers a POST only for the same body: the fill of another subject goes to the network', async () => {
    const body = JSON.stringify(fillTemplateBody('t-1', 's-1'));
    const { fetch, network } = transport({ [answerKey('POST', FILL, body)]: { filled: 's-1' } });
    expect(await (await fetch(FILL, { method: 'POST', body: JSON.stringify(fillTemplateBody('t-1', 's-2')) })).json()).toMatchObject({ from: 'network' });
    expect(await (await fetch(FILL, { method: 'GET' })).json()).toMatchObject({ from: 'network' });
    expect(await (await fetch(FILL, { method: 'post', body })).json()).toEqual({ filled: 's-1' });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('tells paths by their query and another origin from its own', async () => {
    const { fetch, network } = transport({ [answerKey('GET', '/api/webshop/templates?lang=en')]: { lang: 'en' } });
    expect(await (await fetch('/api/webshop/templates?lang=nb')).json()).toMatchObject({ from: 'network' });
    expect(await (await fetch('https://elsewhere.example/api/webshop/templates?lang=en')).json()).toMatchObject({ from: 'network' });
    expect(await (await fetch(`${ORIGIN}/api/webshop/templates?lang=en`)).json()).toEqual({ lang: 'en' });
    expect(network).toHaveBeenCalledTimes(2);
  });
});
