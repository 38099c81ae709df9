import { restOfWorld } from '@colophon/domain';

/** How a royalty is named where one is chosen or listed: title, creator, and its region when sales are by region. */
export function royaltyName(
  royalty: {
    product?: { productWork: { title: string } } | null;
    creator?: { displayName: string } | null;
    regionName: string;
  },
  byRegion: boolean,
): string {
  const name = `${royalty.product?.productWork.title ?? ''} — ${royalty.creator?.displayName ?? ''}`;
  return byRegion ? `${name} (${royalty.regionName || restOfWorld})` : name;
}
