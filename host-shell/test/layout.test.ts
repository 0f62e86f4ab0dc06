/** @jest-environment jsdom */
import {
  appStore,
  isHiddenByPopups,
  isMobileAtom,
  isMobileLayout,
  isTablet,
  isTabletAtom,
  layoutFor,
  registerOpenPopup,
  isDocumentTreatedHidden,
} from 'shared-sdk';
import { applyDevice, applyLayout } from '../src/features/layout/hooks/useLayoutObserver';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('mobile breakpoint (spec 1 §2.1: body width 680 px or less)', () => {
  it('680 is mobile, 681 is desktop', () => {
    expect(isMobileLayout(680)).toBe(true);
    expect(isMobileLayout(681)).toBe(false);
    expect(layoutFor(320)).toBe('mobile');
    expect(layoutFor(1280)).toBe('desktop');
  });
  it('writes body[data-layout] and isMobileAtom', () => {
    applyLayout(680);
    expect(document.body.dataset.layout).toBe('mobile');
    expect(appStore.get(isMobileAtom)).toBe(true);
    applyLayout(681);
    expect(document.body.dataset.layout).toBe('desktop');
    expect(appStore.get(isMobileAtom)).toBe(false);
  });
});

describe('tablet rule (a mobile device with screen width ≥ 580)', () => {
  it.each([
    [IPAD, 810, true],
    [IPHONE, 580, true],
    [IPHONE, 579, false],
    [IPHONE, 390, false],
    [DESKTOP, 1920, false],
    [DESKTOP, 600, false],
  ])('%#', (ua, width, tablet) => {
    expect(isTablet(ua, width)).toBe(tablet);
  });
  it('applyDevice writes isTabletAtom', () => {
    applyDevice(IPAD, 810);
    expect(appStore.get(isTabletAtom)).toBe(true);
    applyDevice(DESKTOP, 1920);
    expect(appStore.get(isTabletAtom)).toBe(false);
  });
});

describe('popup-hidden rule (spec 1 §2.1)', () => {
  it('no popup: not hidden', () => {
    expect(isHiddenByPopups(0, '/wall')).toBe(false);
  });
  it('popup open: hidden, except on addresses with videos, profile or IMMessageSession', () => {
    expect(isHiddenByPopups(1, '/wall')).toBe(true);
    expect(isHiddenByPopups(2, '/tr/shop?x=1')).toBe(true);
    expect(isHiddenByPopups(1, '/profile/12')).toBe(false);
    expect(isHiddenByPopups(1, '/profile/edit')).toBe(false);
    expect(isHiddenByPopups(1, '/videos/3')).toBe(false);
    expect(isHiddenByPopups(1, '/x#IMMessageSession')).toBe(false);
    expect(isHiddenByPopups(1, '/message/session/5', 'IMMessageSession')).toBe(false);
  });
  it('counts open popups from registerOpenPopup', () => {
    window.history.replaceState(null, '', '/wall');
    expect(isDocumentTreatedHidden()).toBe(false);
    const release = registerOpenPopup();
    expect(isDocumentTreatedHidden()).toBe(true);
    window.history.replaceState(null, '', '/profile/3');
    expect(isDocumentTreatedHidden()).toBe(false);
    release();
    release(); // idempotent
    window.history.replaceState(null, '', '/wall');
    expect(isDocumentTreatedHidden()).toBe(false);
  });
});
