import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bottomPromptAtom,
  claimBottomPrompt,
  releaseBottomPrompt,
  userApi,
  type ProtocolStatus,
} from 'shared-sdk';
import { BOTTOM_PROMPT, CODE_NETWORK, CONSENT_POPUP_DELAY_MS } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { settingsOpenAtom } from '../../settings/state/settingsPopup';
import { CONSENT_TEXT_VERSION, consentVisible, keepConsentOnDevice } from './consent';

/** Its place at the bottom of the screen: before the install and push offers. */
const PROMPT = BOTTOM_PROMPT.consent;

export type SaveState = 'idle' | 'saving' | 'failed';

/** The notice's life for one signed-in user: ask the server once, wait the delay, save the choice. */
export function useConsentNotice(userId: number) {
  const { t } = useTranslation(NS);
  const settingsOpen = useAtomValue(settingsOpenAtom);
  const [status, setStatus] = useState<ProtocolStatus | null>(null);
  const [delayPassed, setDelayPassed] = useState(false);
  const [saved, setSaved] = useState(false);
  const [save, setSave] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    // A failed lookup shows nothing: the notice is asked for again at the next start.
    void userApi.protocolStatus().then((r) => {
      if (live && r.ok) setStatus(r.data);
    });
    const timer = setTimeout(() => setDelayPassed(true), CONSENT_POPUP_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [userId]);

  // The bottom of the screen holds one prompt at a time (the install and push offers sit there
  // too): the notice takes it when due, before them.
  const wanted = consentVisible({ status, delayPassed, settingsOpen, saved });
  const holder = useAtomValue(bottomPromptAtom);
  useEffect(() => {
    if (wanted) claimBottomPrompt(PROMPT.owner, PROMPT.priority);
    else releaseBottomPrompt(PROMPT.owner);
  }, [wanted, holder]);
  useEffect(() => () => releaseBottomPrompt(PROMPT.owner), []);
  const visible = wanted && holder?.owner === PROMPT.owner;

  const accept = useCallback(async () => {
    const eventName = 'accept';
    setSave('saving');
    setError(null);
    const r = await userApi.saveProtocol({
      agreeButton: 1,
      userId,
      cmpVersion: CONSENT_TEXT_VERSION,
      eventName,
    });
    if (!r.ok) {
      setSave('failed');
      const network = t(
        'consent.noConnection',
        'Your choice could not be saved: no connection. Try again.',
      );
      setError(r.code === CODE_NETWORK ? network : r.msg || network);
      return;
    }
    keepConsentOnDevice(userId, r.data, eventName);
    setSaved(true);
    setSave('idle');
  }, [userId, t]);

  return { visible, save, error, accept };
}
