import { PLATFORM_TYPE } from '../../constants/app';
import { apiRequest } from '../client';

/** An uploaded picture: served by the backend under /uploads/ (absolute URL). */
export interface UploadResult {
  url: string;
  width: number;
  height: number;
  /** Bytes. */
  size: number;
  /** One of UPLOAD_IMAGE_TYPES, read from the bytes. */
  contentType: string;
}

/** One album photo (spec 2 §7 getAlbumPics; spec 3 §7 uploadAlbumImage). */
export interface AlbumPic {
  id: number;
  url: string;
  width?: number;
  height?: number;
}

/** A form with the picture in `field` and platformType 4 (spec 2 §7 "platformType=4"). */
export function imageForm(file: Blob, field = 'image', fileName = 'image'): FormData {
  const form = new FormData();
  form.append('platformType', String(PLATFORM_TYPE));
  form.append(field, file, fileName);
  return form;
}

/**
 * Uploads (spec 2 §7 "Image upload"; spec 3 §7 "Media"). Multipart form data, signed through
 * the digest of its parts (X-Body-Digest, api/signing.ts formDigest). Pictures only (JPEG, PNG, GIF, WebP, checked
 * from the bytes), 5M at most (IMAGE_MAX_BYTES): UPLOAD_CODE otherwise.
 */
export const uploadApi = {
  /** POST /facade/api/upload/images (field image) → { url, … }. */
  images: (file: Blob, fileName?: string) =>
    apiRequest<UploadResult>('/facade/api/upload/images', {
      method: 'POST',
      form: imageForm(file, 'image', fileName),
    }),
  /** POST /facade/api/upload/uploadAlbumImage (field image) → the new album photo. */
  uploadAlbumImage: (file: Blob, fileName?: string) =>
    apiRequest<AlbumPic>('/facade/api/upload/uploadAlbumImage', {
      method: 'POST',
      form: imageForm(file, 'image', fileName),
    }),
};
