/**
 * Reference code lists from ONIX for Books 3.0, the same for every publisher. Each entry keeps the
 * ONIX code (the id stored in events, so an ONIX export needs no mapping), the label users see
 * (value) and the ONIX description.
 */
export interface OnixCode {
  code: string;
  value: string;
  description: string;
}

const entry = (code: string, value: string, description = value): OnixCode => ({ code, value, description });

/** List 150, Product form: the spec's "format". */
export const productForms: readonly OnixCode[] = [
  entry('BC', 'Paperback', 'Paperback / softback'),
  entry('BB', 'Hardcover', 'Hardback'),
  entry('ED', 'ebook', 'Digital download'),
  entry('AJ', 'audiobook', 'Downloadable audio file'),
  entry('AC', 'Audio CD', 'CD-Audio'),
  entry('BA', 'Book', 'Book'),
  entry('BE', 'Spiral bound', 'Spiral bound'),
  entry('BG', 'Leather / fine binding', 'Leather / fine binding'),
  entry('BH', 'Board book', 'Board book'),
  entry('BF', 'Pamphlet', 'Pamphlet'),
  entry('EA', 'Digital', 'Digital (delivered electronically)'),
  entry('EC', 'Digital online', 'Digital online'),
  entry('PC', 'Calendar', 'Calendar'),
  entry('ZA', 'General merchandise', 'General merchandise'),
];

/** List 175, Product form detail: binding details offered for Hardcover. */
export const productFormDetails: readonly OnixCode[] = [
  entry('B401', 'Cloth over boards'),
  entry('B402', 'Paper over boards'),
  entry('B403', 'Leather, real'),
  entry('B404', 'Leather, imitation'),
  entry('B405', 'Leather, bonded'),
  entry('B406', 'Vellum'),
  entry('B501', 'With dust jacket'),
  entry('B502', 'With printed dust jacket'),
  entry('B503', 'With translucent dust cover'),
  entry('B504', 'With flaps'),
  entry('B505', 'With thumb index'),
  entry('B506', 'With ribbon marker(s)'),
];

/** List 64, Publishing status: the spec's "status"; 04 Active is the default. */
export const publishingStatuses: readonly OnixCode[] = [
  entry('04', 'Active'),
  entry('02', 'Forthcoming'),
  entry('03', 'Postponed indefinitely'),
  entry('01', 'Cancelled'),
  entry('05', 'No longer our product'),
  entry('06', 'Out of stock indefinitely'),
  entry('07', 'Out of print'),
  entry('08', 'Inactive'),
  entry('10', 'Remaindered'),
  entry('11', 'Withdrawn from sale'),
  entry('16', 'Temporarily withdrawn from sale'),
  entry('17', 'Permanently withdrawn from sale'),
];

/** List 28, Audience. */
export const audiences: readonly OnixCode[] = [
  entry('01', 'General/trade', 'General / trade'),
  entry('02', 'Children/juvenile', 'Children / juvenile'),
  entry('03', 'Young adult', 'Young adult'),
  entry('04', 'Primary and secondary education', 'Primary and secondary / elementary and high school'),
  entry('05', 'College/higher education', 'College / higher education'),
  entry('06', 'Professional and scholarly', 'Professional and scholarly'),
  entry('07', 'ELT/ESL', 'ELT / ESL'),
  entry('08', 'Adult education', 'Adult education'),
  entry('09', 'Second language teaching', 'Second language teaching'),
];

/** List 17, Contributor role; 'By (author)' first. */
export const contributorRoles: readonly OnixCode[] = [
  entry('A01', 'By (author)'),
  entry('A02', 'With'),
  entry('A03', 'Screenplay by'),
  entry('A05', 'Lyrics by'),
  entry('A06', 'By (composer)'),
  entry('A07', 'By (artist)'),
  entry('A08', 'By (photographer)'),
  entry('A09', 'Created by'),
  entry('A12', 'Illustrated by'),
  entry('A13', 'Photographs by'),
  entry('A14', 'Text by'),
  entry('A15', 'Preface by'),
  entry('A19', 'Afterword by'),
  entry('A22', 'Epilogue by'),
  entry('A23', 'Foreword by'),
  entry('A24', 'Introduction by'),
  entry('A34', 'Index by'),
  entry('A36', 'Cover design or artwork by'),
  entry('A39', 'Maps by'),
  entry('B01', 'Edited by'),
  entry('B06', 'Translated by'),
  entry('B09', 'Series edited by'),
  entry('E07', 'Read by'),
  entry('E03', 'Narrator'),
  entry('Z99', 'Other'),
];

export const onixCodeLists = {
  productForms,
  productFormDetails,
  publishingStatuses,
  audiences,
  contributorRoles,
} as const;
export type OnixCodeListName = keyof typeof onixCodeLists;

export const findOnixCode = (list: OnixCodeListName, code: string | null | undefined): OnixCode | undefined =>
  code ? onixCodeLists[list].find((candidate) => candidate.code === code) : undefined;

export const hardcoverFormCode = 'BB';
export const paperbackFormCode = 'BC';
export const activeStatusCode = '04';
