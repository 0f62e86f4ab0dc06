import type { TFunction } from 'i18next';

/**
 * The retry card's sentence for each remote's part of the app ("The shop could not load."):
 * federation names (`mfe_shop`) mean nothing to people. Whole sentences, not a name glued into
 * one, so each language words them its own way.
 */
export function failedText(t: TFunction, remoteName: string): string {
  switch (remoteName) {
    case 'mfe_auth':
      return t('remotes.failed.auth', 'Sign-in could not load.');
    case 'mfe_call_chat':
      return t('remotes.failed.callChat', 'Calls and chat could not load.');
    case 'mfe_live':
      return t('remotes.failed.live', 'Live could not load.');
    case 'mfe_shop':
      return t('remotes.failed.shop', 'The shop could not load.');
    case 'mfe_tasks':
      return t('remotes.failed.tasks', 'Tasks could not load.');
    default:
      return t('remotes.failed.other', 'This part of the app could not load.');
  }
}

/** The remote needs a newer shared-sdk than this host (docs/CONTRACTS.md "SDK versions"). */
export function updatedText(t: TFunction, remoteName: string): string {
  switch (remoteName) {
    case 'mfe_auth':
      return t(
        'remotes.updated.auth',
        'Sign-in was updated and needs a newer version of the app. Reload the page to update.',
      );
    case 'mfe_call_chat':
      return t(
        'remotes.updated.callChat',
        'Calls and chat were updated and need a newer version of the app. Reload the page to update.',
      );
    case 'mfe_live':
      return t(
        'remotes.updated.live',
        'Live was updated and needs a newer version of the app. Reload the page to update.',
      );
    case 'mfe_shop':
      return t(
        'remotes.updated.shop',
        'The shop was updated and needs a newer version of the app. Reload the page to update.',
      );
    case 'mfe_tasks':
      return t(
        'remotes.updated.tasks',
        'Tasks were updated and need a newer version of the app. Reload the page to update.',
      );
    default:
      return t(
        'remotes.updated.other',
        'This part of the app was updated and needs a newer version of the app. Reload the page to update.',
      );
  }
}
