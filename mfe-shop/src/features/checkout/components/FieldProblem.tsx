import type { ChannelField } from 'shared-sdk';
import { bdiTags, TransText } from 'shared-sdk/locale';
import { NS } from '../../../i18n';

/**
 * A provider field's problem. The label and the hint are the provider's own words (not
 * translated), so they stay data inside one translated sentence, each in <bdi> so a Latin label
 * keeps its order in a right-to-left sentence.
 */
export function FieldProblem({
  kind,
  field,
}: {
  kind: 'required' | 'invalid';
  field: Pick<ChannelField, 'label' | 'hint'>;
}) {
  if (kind === 'required')
    return (
      <TransText
        ns={NS}
        i18nKey="coinPay.fieldRequired"
        defaults="Fill in <field>{{field}}</field>."
        values={{ field: field.label }}
        components={bdiTags(['field'])}
      />
    );
  return field.hint ? (
    <TransText
      ns={NS}
      i18nKey="coinPay.fieldInvalidHint"
      defaults="<field>{{field}}</field> is not valid: <hint>{{hint}}</hint>"
      values={{ field: field.label, hint: field.hint }}
      components={bdiTags(['field', 'hint'])}
    />
  ) : (
    <TransText
      ns={NS}
      i18nKey="coinPay.fieldInvalid"
      defaults="<field>{{field}}</field> is not valid."
      values={{ field: field.label }}
      components={bdiTags(['field'])}
    />
  );
}
