/**
 * Signed multipart forms (backend/README.md "Security model"): the verification plugin checked
 * the signature over the request's X-Body-Digest (verify.ts); here the parts as read — every text
 * field and file, in order — must give that digest (the SDK's formDigest), before anything in the
 * form is used. A changed, added, dropped or reordered part answers 40002.
 */
import type { FastifyRequest } from 'fastify';
import { Codes } from '../codes';
import { BizError } from '../http/envelope';
import { formDigest, signaturesEqual } from '../sdk';

export type FormPart = Parameters<typeof formDigest>[0][number];

export async function checkFormDigest(req: FastifyRequest, parts: FormPart[]): Promise<void> {
  const signed = req.formDigest;
  if (!signed) throw new BizError(Codes.BAD_SIGNATURE, 'This form is not signed');
  if (!signaturesEqual(await formDigest(parts), signed))
    throw new BizError(
      Codes.BAD_SIGNATURE,
      'The form does not match its signature (X-Body-Digest)',
    );
}
