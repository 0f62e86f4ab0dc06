import { ProfileCompletion } from '../../../profile-completion/components/ProfileCompletion';
import { useFlow } from '../../hooks/useFlow';
import { submitProfile } from '../../state/signIn';
import { useErrorText } from './StepError';

/** The profile-completion popup inside the sign-in flow: its submit is complementInfo or emailRegister. */
export function ProfileStep() {
  const { state, ctx } = useFlow();
  const text = useErrorText();
  const { error } = state;
  return (
    <ProfileCompletion
      busy={state.busy === 'submit'}
      serverError={
        error
          ? {
              text: text(error),
              ...(error.field === 'nickname' ? { field: 'nickname' as const } : {}),
            }
          : null
      }
      onEdit={() => ctx.store.dispatch({ type: 'edit' })}
      onSubmit={(p) => void submitProfile(ctx, p)}
    />
  );
}
