/**
 * Profile photos are stored in the partner's row as a small data URL (see the migration
 * 20261121020000): no upload service, no other host. The picture is cropped to a square and
 * re-encoded small enough that a profile page stays light (the database allows up to 200 KB).
 */
const sides = [240, 200, 160] as const;
const qualities = [0.82, 0.7, 0.55] as const;
/** Characters of data URL aimed for; about 15 KB of image. */
export const photoTargetChars = 20_000;

export class PhotoError extends Error {
  override name = 'PhotoError';
}

function encode(canvas: HTMLCanvasElement, quality: number): string {
  const webp = canvas.toDataURL('image/webp', quality);
  return webp.startsWith('data:image/webp') ? webp : canvas.toDataURL('image/jpeg', quality);
}

/** A centred square crop of `file`, as a WebP (or JPEG) data URL of at most ~20,000 characters. */
export async function photoToDataUrl(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new PhotoError('Please choose a picture file, such as a JPEG, PNG or WebP.');
  if (file.size > 20 * 1024 * 1024) throw new PhotoError('That picture is over 20 MB. Please choose a smaller one.');
  let image: ImageBitmap;
  try {
    image = await createImageBitmap(file);
  } catch {
    throw new PhotoError('That picture could not be opened. Please choose a JPEG, PNG or WebP file.');
  }
  const crop = Math.min(image.width, image.height);
  const sx = (image.width - crop) / 2;
  const sy = (image.height - crop) / 2;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoError('Your browser could not prepare the picture. Please try another browser.');
  try {
    for (const side of sides) {
      canvas.width = side;
      canvas.height = side;
      context.drawImage(image, sx, sy, crop, crop, 0, 0, side, side);
      for (const quality of qualities) {
        const url = encode(canvas, quality);
        if (url.length <= photoTargetChars) return url;
      }
    }
  } finally {
    image.close();
  }
  throw new PhotoError('That picture has too much detail to store. Please try a simpler photo.');
}
