import type { Lang } from '../../messages';
import type { MailMessage } from './mailer';

/** The e-mail with the reset link, in the account's language. */
export function passwordResetMail(lang: Lang, to: string, link: string): MailMessage {
  if (lang === 'en') {
    return {
      to,
      subject: 'Choose a new password',
      text: [
        'Hello,',
        '',
        `We received a request to choose a new password for the account ${to}.`,
        'Open the link below to choose one. The link works for one hour and only once.',
        '',
        link,
        '',
        'If you did not ask for this, you can ignore this e-mail: your password has not been changed.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: 'Velg nytt passord',
    text: [
      'Hei!',
      '',
      `Vi har fått en forespørsel om nytt passord for kontoen ${to}.`,
      'Åpne lenken under for å velge et nytt passord. Lenken virker i én time og kan bare brukes én gang.',
      '',
      link,
      '',
      'Har du ikke bedt om dette, kan du se bort fra denne e-posten: passordet ditt er ikke endret.',
    ].join('\n'),
  };
}
