export const settingsPath = '/settings';
export const acceptInvitePath = '/accept_invite';
export const resetPasswordPath = '/reset_password';
export const sentMailPath = '/mail';

/** The accept link an invitation mail carries, for Copy link. */
export const acceptLinkOf = (invitation: { key: string; role: string }, publisherId: string) =>
  `${window.location.origin}${acceptInvitePath}?invite=${encodeURIComponent(invitation.key)}&group=${invitation.role}&pubid=${publisherId}`;
