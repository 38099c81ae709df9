export const imageTypeError = 'You can only upload JPG, JPEG, and PNG image files.';

const acceptedExtensions = ['jpg', 'jpeg', 'png'];
export const acceptedImageTypes = 'image/jpeg,image/png';

export function isAcceptedImageFile(fileName: string): boolean {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') && acceptedExtensions.includes(extension);
}

/** The stored thumbnail of an uploaded image: the same path with _thumb before the extension. */
export function thumbnailUrl(url: string): string {
  return url ? url.replace(/(\.[^./]+)$/, '_thumb$1') : url;
}

export interface UploadedImage {
  url: string;
  thumbnailUrl: string;
}

/** Stores an image under images/{publisher}/{pathType}/{item}/{name} through the files endpoint. */
export async function uploadImage(
  token: string,
  target: { pathType: string; item: string },
  file: File,
): Promise<UploadedImage> {
  const query = new URLSearchParams({ pathType: target.pathType, item: target.item, name: file.name });
  const response = await fetch(`/api/v1/files/images?${query}`, {
    method: 'POST',
    headers: { Authorization: `Token ${token}`, 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) throw new Error(`Image upload failed with status ${response.status}`);
  return (await response.json()) as UploadedImage;
}
