import { AVATAR_LARGE, AVATAR_SMALL } from 'shared-sdk/constants';
import { AVATAR_JPEG_QUALITY } from './constants';

/** The part of the photo the person chose, in the photo's own pixels (react-easy-crop's area). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The area kept inside the photo (the cropper can report a pixel beyond an edge). */
export function clampArea(a: CropArea, photo: { width: number; height: number }): CropArea {
  const x = Math.min(Math.max(0, Math.round(a.x)), photo.width - 1);
  const y = Math.min(Math.max(0, Math.round(a.y)), photo.height - 1);
  return {
    x,
    y,
    width: Math.max(1, Math.min(Math.round(a.width), photo.width - x)),
    height: Math.max(1, Math.min(Math.round(a.height), photo.height - y)),
  };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('the photo could not be read'));
    img.src = src;
  });
}

function drawTo(img: HTMLImageElement, a: CropArea, size: { width: number; height: number }) {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, a.x, a.y, a.width, a.height, 0, 0, size.width, size.height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(b) : reject(new Error('the photo could not be encoded'))),
      'image/jpeg',
      AVATAR_JPEG_QUALITY,
    ),
  );
}

/**
 * Cuts the chosen area out of the photo (an object URL) and draws it at the two avatar sizes of
 * spec 3 §9, as JPEGs: 270×360 (headImg) and 112×150 (headImgSmall). In the browser, never sent
 * whole: only these two pictures are uploaded.
 */
export async function cropAvatar(
  src: string,
  area: CropArea,
): Promise<{ large: Blob; small: Blob }> {
  const img = await loadImage(src);
  const a = clampArea(area, { width: img.naturalWidth, height: img.naturalHeight });
  const [large, small] = await Promise.all([
    drawTo(img, a, AVATAR_LARGE),
    drawTo(img, a, AVATAR_SMALL),
  ]);
  return { large, small };
}
