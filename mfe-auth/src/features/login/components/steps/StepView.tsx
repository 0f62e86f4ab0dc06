import type { StepState } from '../../state/flow';
import { CodeStep } from './CodeStep';
import { ConnectingStep } from './ConnectingStep';
import { EmailCodeStep } from './EmailCodeStep';
import { EmailPasswordStep } from './EmailPasswordStep';
import { EmailStep } from './EmailStep';
import { PhonePasswordStep } from './PhonePasswordStep';
import { PhoneStep } from './PhoneStep';
import { ProfileStep } from './ProfileStep';

/** Steps 0 and 2–7 and the profile popup (spec 1 §2.2); `key` resets a step's inputs on re-entry. */
export function StepView({ view }: { view: Exclude<StepState, { step: 'choose' }> }) {
  switch (view.step) {
    case 'connecting':
      return <ConnectingStep />;
    case 'phone':
      return (
        <PhoneStep
          key={`phone-${view.reset}`}
          reset={view.reset}
          {...(view.prefill ? { prefill: view.prefill } : {})}
        />
      );
    case 'code':
      return (
        <CodeStep
          phone={view.phone}
          channel={view.channel}
          sms={view.config.sendSms === 1}
          whatsapp={view.config.sendWhatsapp === 1}
        />
      );
    case 'phonePassword':
      return (
        <PhonePasswordStep
          key={view.mode}
          phone={view.phone}
          mode={view.mode}
          skippable={view.skippable}
        />
      );
    case 'email':
      return <EmailStep />;
    case 'emailCode':
      return <EmailCodeStep key={`code-${view.reset}`} email={view.email} reset={view.reset} />;
    case 'emailPassword':
      return <EmailPasswordStep key={view.mode} email={view.email} mode={view.mode} />;
    case 'profile':
      return <ProfileStep />;
  }
}
