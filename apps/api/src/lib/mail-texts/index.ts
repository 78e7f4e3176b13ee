import { accountExistsTexts } from './account-exists.js';
import { adminResetTexts } from './admin-reset.js';
import { checkInTexts } from './check-in.js';
import { layoutTexts } from './layout.js';
import { passwordChangedTexts } from './password-changed.js';
import { resetPasswordTexts } from './reset-password.js';
import { supportMessageTexts } from './support-message.js';
import { supporterInviteTexts } from './supporter-invite.js';
import { verificationTexts } from './verification.js';

export { fill, type MailTexts } from './mail-text.js';
export {
  accountExistsTexts,
  adminResetTexts,
  checkInTexts,
  layoutTexts,
  passwordChangedTexts,
  resetPasswordTexts,
  supportMessageTexts,
  supporterInviteTexts,
  verificationTexts,
};

/** Every text the server mails, by mail: the check in mail-texts.test.ts walks them all. */
export const MAIL_TEXTS = {
  layout: layoutTexts,
  verification: verificationTexts,
  accountExists: accountExistsTexts,
  resetPassword: resetPasswordTexts,
  passwordChanged: passwordChangedTexts,
  checkIn: checkInTexts,
  adminReset: adminResetTexts,
  supporterInvite: supporterInviteTexts,
  supportMessage: supportMessageTexts,
} as const;
