import { useTranslation } from 'react-i18next';
import { Trans } from 'react-i18next/TransWithoutContext';
import type { ChannelField } from 'shared-sdk';
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
  const { t, i18n } = useTranslation(NS);
  const common = {
    i18n: i18n.options ? i18n : undefined,
    t,
    ns: NS,
    components: { field: <bdi />, hint: <bdi /> },
  };
  if (kind === 'required')
    return (
      <Trans
        {...common}
        i18nKey="coinPay.fieldRequired"
        defaults="Fill in <field>{{field}}</field>."
        values={{ field: field.label }}
      />
    );
  if (!field.hint)
    return (
      <Trans
        {...common}
        i18nKey="coinPay.fieldInvalid"
        defaults="<field>{{field}}</field> is not valid."
        values={{ field: field.label }}
      />
    );
  return (
    <Trans
      {...common}
      i18nKey="coinPay.fieldInvalidHint"
      defaults="<field>{{field}}</field> is not valid: <hint>{{hint}}</hint>"
      values={{ field: field.label, hint: field.hint }}
    />
  );
}
