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
}

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
  return { to: input.to, subject: t.subject(input.reference), text };
}
