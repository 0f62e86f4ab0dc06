import type { StepState } from '../../state/flow';
import { ConnectingStep } from './ConnectingStep';
import { CodeStep } from './CodeStep';
import { EmailCodeStep } from './EmailCodeStep';
import { EmailPasswordStep } from './EmailPasswordStep';
import { EmailStep } from './EmailStep';
import { PhonePasswordStep } from './PhonePasswordStep';
import { PhoneStep } from './PhoneStep';
import { ProfileStep } from './ProfileStep';

/** Steps 2–7 and the profile popup (spec 1 §2.2); `key` resets a step's inputs on re-entry. */
export function StepView({ view }: { view: StepState }) {
  switch (view.step) {
    case 'choose':
      return null;
    case 'connecting':
      return <ConnectingStep />;
    case 'phone':
      return <PhoneStep key={`phone-${view.reset}`} reset={view.reset} />;
    case 'code':
      return <CodeStep phone={view.phone} sms={view.config.sendSms === 1} whatsapp={view.config.sendWhatsapp === 1} />;
    case 'phonePassword':
      return <PhonePasswordStep key={view.mode} phone={view.phone} mode={view.mode} skippable={view.skippable} />;
    case 'email':
      return <EmailStep key={`email-${view.reset}`} reset={view.reset} />;
    case 'emailCode':
      return <EmailCodeStep email={view.email} />;
    case 'emailPassword':
      return <EmailPasswordStep key={view.mode} email={view.email} mode={view.mode} />;
    case 'profile':
      return <ProfileStep />;
  }
}
