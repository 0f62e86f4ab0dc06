/**
 * Extra fields some payment channels need (spec 3 §7 GET …/channelexts/channel and
 * thirdPayment/1/rapyd/fields; "bank fields per country (rapyd)"). The lists are the project's,
 * shaped after what those providers ask for; values are checked here before an order is placed.
 */
import type { ChannelField } from 'shared-sdk/node';
import { checkChannelFields } from '../../sdk';

const PHONE: ChannelField = {
  name: 'phone',
  label: 'Mobile number of the wallet',
  type: 'tel',
  required: true,
  pattern: '^\\+?[0-9]{8,15}$',
  maxLength: 16,
  hint: 'Digits only, 8 to 15, optionally starting with +',
};

const FIELDS: Readonly<Record<string, readonly ChannelField[]>> = {
  pagsmile: [
    {
      name: 'document',
      label: 'CPF',
      type: 'text',
      required: true,
      pattern: '^[0-9]{11}$',
      maxLength: 11,
      hint: 'The 11 digits of your CPF',
    },
  ],
  dlocal: [
    {
      name: 'document',
      label: 'National ID number',
      type: 'text',
      required: true,
      pattern: '^[A-Za-z0-9]{5,20}$',
      maxLength: 20,
      hint: '5 to 20 letters or digits',
    },
  ],
  xendit: [PHONE],
  thunes: [PHONE],
  codapay: [PHONE],
  payermax: [PHONE],
  qart: [
    {
      name: 'upi',
      label: 'UPI ID',
      type: 'text',
      required: true,
      pattern: '^[A-Za-z0-9._-]{2,64}@[A-Za-z]{2,32}$',
      maxLength: 97,
      hint: 'Like name@bank',
    },
  ],
  rapyd: [
    { name: 'accountHolder', label: 'Account holder', type: 'text', required: true, maxLength: 60 },
  ],
};

export function channelFields(method: string): ChannelField[] {
  return [...(FIELDS[method] ?? [])];
}

/** Each problem as a sentence naming the field; [] when every value is fine (SDK's check). */
export function checkFields(
  fields: readonly ChannelField[],
  values: Record<string, string>,
): string[] {
  const problems = checkChannelFields(fields, values);
  return fields
    .filter((f) => problems[f.name])
    .map((f) =>
      problems[f.name] === 'required'
        ? `Enter the ${f.label}`
        : `The ${f.label} is not valid${f.hint ? ` (${f.hint})` : ''}`,
    );
}
