import type { ChannelField } from 'shared-sdk';
import { DataText } from '../../../ui/DataText';

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
      <DataText
        i18nKey="coinPay.fieldRequired"
        defaults="Fill in <field>{{field}}</field>."
        values={{ field: field.label }}
        dir="auto"
      />
    );
  return field.hint ? (
    <DataText
      i18nKey="coinPay.fieldInvalidHint"
      defaults="<field>{{field}}</field> is not valid: <hint>{{hint}}</hint>"
      values={{ field: field.label, hint: field.hint }}
      dir="auto"
    />
  ) : (
    <DataText
      i18nKey="coinPay.fieldInvalid"
      defaults="<field>{{field}}</field> is not valid."
      values={{ field: field.label }}
      dir="auto"
    />
  );
}
