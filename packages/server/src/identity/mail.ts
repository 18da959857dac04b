import { createTransport } from 'nodemailer';

/** Sends the server's few mails (password reset links). */
export interface Mailer {
  send(to: string, subject: string, text: string): Promise<void>;
}

/** A mailer over SMTP (nodemailer), from an smtp:// or smtps:// URL. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(to, subject, text) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}

/** The reset mail, in both languages (the server does not know which the person reads). */
export function resetMail(link: string): { subject: string; text: string } {
  return {
    subject: 'Биржа: сброс пароля / Birzha: password reset',
    text: [
      'Чтобы задать новый пароль, откройте ссылку (она действует час и только один раз):',
      link,
      'Если вы не просили сброс, ничего не делайте: пароль останется прежним.',
      '',
      'To set a new password, open this link (it works once, within an hour):',
      link,
      'If you did not ask for this, do nothing: your password stays as it is.',
    ].join('\n'),
  };
}
