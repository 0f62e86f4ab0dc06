/**
 * What a person calls each remote's part of the app, for the retry card ("The shop could not
 * load."): federation names (`mfe_shop`) mean nothing to them.
 */
const PART_NAMES: Record<string, string> = {
  mfe_auth: 'Sign-in',
  mfe_call_chat: 'Calls and chat',
  mfe_live: 'Live',
  mfe_shop: 'The shop',
  mfe_tasks: 'Tasks',
};

export function partName(remoteName: string): string {
  return PART_NAMES[remoteName] ?? 'This part of the app';
}
