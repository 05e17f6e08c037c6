import type { Lang } from '../../messages';
import type { MailMessage } from './mailer';

export interface SharedSet {
  subjectName: string;
  jobName: string;
  code: string;
  /** Opens the shop's front page with the code filled in. */
  link: string;
}

/** The invitation a customer sends to friends and family (spec 3 'Share dialog'), in the sender's language. */
export function shareInvitationMail(lang: Lang, to: string, sender: string, sets: readonly SharedSet[]): MailMessage {
  const en = lang === 'en';
  const lines = sets.flatMap((s) => [
    `${s.subjectName} – ${s.jobName}`,
    en ? `Code: ${s.code}` : `Kode: ${s.code}`,
    s.link,
    '',
  ]);
  if (en) {
    return {
      to,
      subject: `${sender} has shared pictures with you`,
      text: [
        'Hello,',
        '',
        `${sender} wants to share these pictures with you. Open a link, or enter the code on the front page of the shop, to see them and order prints.`,
        '',
        ...lines,
        'You need an account in the shop, which you can create for free with the code.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `${sender} har delt bilder med deg`,
    text: [
      'Hei!',
      '',
      `${sender} vil dele disse bildene med deg. Åpne en lenke, eller skriv inn koden på forsiden av nettbutikken, for å se bildene og bestille.`,
      '',
      ...lines,
      'Du trenger en konto i nettbutikken, som du kan lage gratis med koden.',
    ].join('\n'),
  };
}
