/** The spec's file-name rule: lowercased, trimmed, spaces to underscores, odd characters stripped. */
export function normaliseFileName(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/^\.+/, '');
}

/** The thumbnail sits beside the original with _thumb before the extension. */
export function thumbnailName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}_thumb${name.slice(dot)}` : `${name}_thumb`;
}

/** A path segment taken from a request: ids and kinds only, so nothing can climb out of the folder. */
export function isSafeSegment(segment: string): boolean {
  return /^[A-Za-z0-9_-]+$/.test(segment);
}
