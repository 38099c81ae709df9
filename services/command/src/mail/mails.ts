import { defaultSupportEmail, roleLabels, type RoleName } from '@colophon/domain';
import { type DomainEvent, type MailRequest, mailStreamId } from '@colophon/events';

import type { NewStream } from '../shared/runDecider.ts';

/** The `MailRequested` stream of one mail, appended with the decision it belongs to. */
export const mailStream = (mail: MailRequest): NewStream => ({
  streamId: mailStreamId(mail.mailId),
  events: [{ type: 'MailRequested', data: mail } satisfies DomainEvent],
});

/** The app's address in links: APP_URL when set (behind a proxy), else where the request came to. */
export const appUrlOf = (requestOrigin: string) => (process.env.APP_URL ?? requestOrigin).replace(/\/$/, '');

/** Where Contact Us messages go, and the address billing errors give. */
export const supportAddress = () => process.env.SUPPORT_EMAIL ?? defaultSupportEmail;

export function invitationMail(invitation: {
  mailId: string;
  publisherId: string;
  publisherName: string;
  inviterName: string;
  inviterEmail: string;
  email: string;
  role: RoleName;
  link: string;
}): MailRequest {
  return {
    mailId: invitation.mailId,
    publisherId: invitation.publisherId,
    kind: 'invitation',
    to: invitation.email,
    replyTo: invitation.inviterEmail,
    subject: `${invitation.inviterName} invited you to ${invitation.publisherName} on Colophon`,
    text: [
      `Hello,`,
      ``,
      `${invitation.inviterName} has invited you to join ${invitation.publisherName} on Colophon as ${roleLabels[invitation.role]}.`,
      ``,
      `Accept the invitation and create your account here:`,
      invitation.link,
      ``,
      `The link works once. If you were not expecting this invitation, you can ignore this email.`,
    ].join('\n'),
    attachments: [],
  };
}

export function passwordResetMail(reset: { mailId: string; email: string; link: string }): MailRequest {
  return {
    mailId: reset.mailId,
    publisherId: null,
    kind: 'passwordReset',
    to: reset.email,
    replyTo: null,
    subject: 'Reset your Colophon password',
    text: [
      `Hello,`,
      ``,
      `Someone asked to reset the password of the Colophon account for ${reset.email}.`,
      `Choose a new password here (the link works once, for one hour):`,
      reset.link,
      ``,
      `If it was not you, ignore this email: your password stays as it is.`,
    ].join('\n'),
    attachments: [],
  };
}
