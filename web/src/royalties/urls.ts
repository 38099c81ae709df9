export const royaltyListPath = '/royalties';
/** The list with the NEW ROYALTY modal open (dialogs live in the URL). */
export const newRoyaltyPath = `${royaltyListPath}?new=1`;

export const royaltyPath = (royaltyId: string) => `${royaltyListPath}/${encodeURIComponent(royaltyId)}`;

export const royaltyPaymentListPath = '/royaltypayments';
/** The payments list with the NEW PAYMENT modal open. */
export const newRoyaltyPaymentPath = `${royaltyPaymentListPath}?new=1`;

/** New Royalty Statement; `?creatorId=` picks the creator. */
export const newStatementPath = `${royaltyListPath}/statement`;
export const newStatementForCreatorPath = (creatorId: string) =>
  `${newStatementPath}?creatorId=${encodeURIComponent(creatorId)}`;
