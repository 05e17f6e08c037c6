/** The order confirmation e-mail: the lines, the total and the delivery, in the order's language. Pure. */
import type { CheckoutOrderLine } from '../../../api/contract/checkout';
import { formatMoney } from '../../../domain/pricing';
import type { Lang } from '../../messages';
import type { MailMessage } from '../mail/mailer';

export interface ConfirmationInput {
  to: string;
  lang: Lang;
  reference: string;
  lines: readonly CheckoutOrderLine[];
  total: number;
  isInvoice: boolean;
  deliveryName: string;
  deliveryTime: string;
  receiptUrl: string;
  /** PNGs of the personalised lines by their 1-based line number, shown inline in the HTML part. */
  linePictures?: readonly { lineNumber: number; png: Uint8Array }[];
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The Content-ID of a line's picture: unique within the mail. */
const pictureCid = (reference: string, lineNumber: number) => `line-${lineNumber}.${reference}@skolefoto`;

const TEXT = {
  nb: {
    subject: (ref: string) => `Ordrebekreftelse ${ref}`,
    hello: 'Hei!',
    thanks: 'Takk for bestillingen. Dette har du kjøpt:',
    total: 'Totalt',
    paid: 'Betalingen er mottatt.',
    invoice: 'Fakturaen kommer i posten. Betal innen 14 dager.',
    delivery: 'Levering',
    receipt: 'Kvitteringen finner du her:',
  },
  en: {
    subject: (ref: string) => `Order confirmation ${ref}`,
    hello: 'Hello,',
    thanks: 'Thank you for your order. This is what you bought:',
    total: 'Total',
    paid: 'The payment has been received.',
    invoice: 'The invoice will arrive by post. Please pay within 14 days.',
    delivery: 'Delivery',
    receipt: 'Your receipt is here:',
  },
} as const;

export function confirmationMail(input: ConfirmationInput): MailMessage {
  const t = TEXT[input.lang];
  // The VAT line restates part of the total; it is shown apart, not as a thing bought.
  const lines = input.lines.filter((l) => l.type !== 4);
  const vat = input.lines.find((l) => l.type === 4);
  const text = [
    t.hello,
    '',
    t.thanks,
    '',
    ...lines.map((l) => `${l.type === 0 ? `${l.quantity} x ` : ''}${l.description}: ${formatMoney(l.actualLinePrice)}`),
    '',
    `${t.total}: ${formatMoney(input.total)}`,
    ...(vat ? [`${vat.description}: ${formatMoney(vat.actualLinePrice)}`] : []),
    '',
    input.isInvoice ? t.invoice : t.paid,
    `${t.delivery}: ${input.deliveryName} (${input.deliveryTime})`,
    '',
    t.receipt,
    input.receiptUrl,
  ].join('\n');
  const pictures = input.linePictures ?? [];
  if (pictures.length === 0) return { to: input.to, subject: t.subject(input.reference), text };
  // The HTML part says the same as the text, with each personalised line's picture beside it.
  const rows = input.lines.map((l, index) => {
    if (l.type === 4) return '';
    const picture = pictures.find((p) => p.lineNumber === index + 1);
    const image = picture ? `<br><img src="cid:${pictureCid(input.reference, picture.lineNumber)}" alt="${escapeHtml(l.description)}" style="max-width:320px;width:100%;height:auto;border:1px solid #ddd">` : '';
    return `<li>${l.type === 0 ? `${l.quantity} x ` : ''}${escapeHtml(l.description)}: ${escapeHtml(formatMoney(l.actualLinePrice))}${image}</li>`;
  });
  const html = [
    `<p>${escapeHtml(t.hello)}</p>`,
    `<p>${escapeHtml(t.thanks)}</p>`,
    `<ul>${rows.join('')}</ul>`,
    `<p><strong>${escapeHtml(t.total)}: ${escapeHtml(formatMoney(input.total))}</strong>${vat ? `<br>${escapeHtml(vat.description)}: ${escapeHtml(formatMoney(vat.actualLinePrice))}` : ''}</p>`,
    `<p>${escapeHtml(input.isInvoice ? t.invoice : t.paid)}<br>${escapeHtml(`${t.delivery}: ${input.deliveryName} (${input.deliveryTime})`)}</p>`,
    `<p>${escapeHtml(t.receipt)} <a href="${escapeHtml(input.receiptUrl)}">${escapeHtml(input.receiptUrl)}</a></p>`,
  ].join('\n');
  const attachments = pictures.map((p) => ({
    filename: `line-${p.lineNumber}.png`,
    contentType: 'image/png',
    content: Buffer.from(p.png).toString('base64'),
    encoding: 'base64' as const,
    cid: pictureCid(input.reference, p.lineNumber),
  }));
  return { to: input.to, subject: t.subject(input.reference), text, html, attachments };
}
