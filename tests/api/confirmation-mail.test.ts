/**
 * The order confirmation's pictures of personalised lines are drawn by the mail job, after the
 * payment's transaction has committed: an approval goes through while the pictures cannot be
 * drawn, and the queued mail gets them when it is retried.
 */
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvePayment, cardOrderAwaitingPayment } from '../support/paidOrder';
import { CUSTOMER } from '../support/templateFixtures';
import { createTestServer, type Mail } from '../support/testServer';

let server: Awaited<ReturnType<typeof createTestServer>>;

beforeAll(async () => {
  // Jobs run only when the test drains them: the approval's answer comes before any mail is made.
  server = await createTestServer({ drainAfterCalls: false });
});
afterAll(() => server.close());

/** The inline PNGs of a mail, by Content-ID. */
const inlinePictures = (mail: Mail) =>
  [...mail.raw.matchAll(/Content-Type: image\/png[^]*?Content-ID: <([^>]+)>\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) => ({
    cid: m[1],
    png: PNG.sync.read(Buffer.from(m[2].replace(/\s/g, ''), 'base64')),
  }));

describe('the order confirmation', { timeout: 120_000 }, () => {
  it('is not drawn in the approval: the payment commits while pictures cannot be read, and the retried mail has the line picture', async () => {
    const customer = await server.client().login(CUSTOMER.username, CUSTOMER.password);
    const { orderUuid, transactionUuid } = await cardOrderAwaitingPayment(customer);
    const reference = orderUuid.slice(0, 8);
    const media = server.deps.media;
    const read = media.read;
    media.read = () => Promise.reject(new Error('the media storage cannot be reached'));
    try {
      const approved = await approvePayment(customer, transactionUuid);
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect((await customer.json('GET', `/api/webshop/user/orders/${orderUuid}`)).body).toMatchObject({ state: 'paid' });
      // The mail job cannot draw the card, so it fails and waits for its retry; nothing half-made goes out.
      await server.drainJobs();
      expect(server.outbox().filter((m) => m.subject.includes(reference))).toEqual([]);
    } finally {
      media.read = read;
    }

    await server.drainJobs({ ignoreBackoff: true });
    const mails = server.outbox().filter((m) => m.subject.includes(reference));
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[CUSTOMER.username, `Ordrebekreftelse ${reference}`]]);
    expect(mails[0].raw).toContain(`cid:line-1.${reference}@skolefoto`);
    const pictures = inlinePictures(mails[0]);
    expect(pictures.map((p) => p.cid)).toEqual([`line-1.${reference}@skolefoto`]);
    expect(Math.max(pictures[0].png.width, pictures[0].png.height)).toBe(640);
  });
});
