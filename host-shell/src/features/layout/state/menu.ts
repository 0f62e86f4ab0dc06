import GalleryVerticalEnd from 'lucide/dist/esm/icons/gallery-vertical-end.mjs';
import House from 'lucide/dist/esm/icons/house.mjs';
import LayoutGrid from 'lucide/dist/esm/icons/layout-grid.mjs';
import MessageCircle from 'lucide/dist/esm/icons/message-circle.mjs';
import Search from 'lucide/dist/esm/icons/search.mjs';
import Users from 'lucide/dist/esm/icons/users.mjs';
import type { TFunction } from 'i18next';
import { pathFor, type IconNode, type LanguagePrefix, type RouteName } from 'shared-sdk';
import { CHECKIN_TIP_ROUTES } from 'shared-sdk/constants';
import { isOpen, type PlayWaysState } from '../../routing/state/playWays';

/** One menu entry of the sidebar or the bottom bar (spec 3 §2 "Shell"). */
export interface MenuItem {
  key: string;
  /** Which text names the entry: translated where it is rendered (menuLabel). */
  label: MenuLabel;
  route: RouteName;
  /** Drawn beside the label (decorative: the label names the link). */
  icon: IconNode;
  /** Unread bubble count (messages). */
  badge?: number;
}

export interface MenuContext {
  playWays: PlayWaysState;
  prefix: LanguagePrefix | null;
  unread: number;
  /** Phone or tablet browser (user agent). */
  mobileDevice: boolean;
}

/**
 * Sidebar: 1v1Chat always; the discover wall only when WALL is open; LivCam and Card only when
 * their play ways are open. Our reading: the LIVCAM play way is the search experience (the
 * root rule sends LIVCAM-main users to SearchPage), so the "LivCam" item opens SearchPage and
 * "1v1Chat" opens the LivCam home. Messages and Friends complete the desktop menu. When the
 * play-way call fails only the always-on items show (docs/CONTRACTS.md "Site config").
 */
export function sidebarItems({ playWays, unread }: MenuContext): MenuItem[] {
  const items: MenuItem[] = [{ key: 'home', label: 'oneOnOne', route: 'LivCam', icon: House }];
  if (isOpen(playWays, 'WALL'))
    items.push({ key: 'wall', label: 'discoverWall', route: 'GoddessWall', icon: LayoutGrid });
  if (isOpen(playWays, 'LIVCAM'))
    items.push({ key: 'search', label: 'livcam', route: 'SearchPage', icon: Search });
  if (isOpen(playWays, 'CARD'))
    items.push({ key: 'card', label: 'card', route: 'CardPage', icon: GalleryVerticalEnd });
  items.push({
    key: 'messages',
    label: 'messages',
    route: 'MessagePage',
    icon: MessageCircle,
    badge: unread,
  });
  items.push({ key: 'friends', label: 'friends', route: 'FriendsPage', icon: Users });
  return items;
}

/**
 * Bottom bar tabs: home, wall, search, card, messages (unread bubble), friends (desktop only —
 * i.e. a narrow desktop window, never a phone or tablet browser), then own profile or login
 * (rendered by the bar itself).
 */
export function bottomBarItems({ playWays, unread, mobileDevice }: MenuContext): MenuItem[] {
  const items: MenuItem[] = [{ key: 'home', label: 'home', route: 'LivCam', icon: House }];
  if (isOpen(playWays, 'WALL'))
    items.push({ key: 'wall', label: 'wall', route: 'GoddessWall', icon: LayoutGrid });
  if (isOpen(playWays, 'LIVCAM'))
    items.push({ key: 'search', label: 'search', route: 'SearchPage', icon: Search });
  if (isOpen(playWays, 'CARD'))
    items.push({ key: 'card', label: 'card', route: 'CardPage', icon: GalleryVerticalEnd });
  items.push({
    key: 'messages',
    label: 'messages',
    route: 'MessagePage',
    icon: MessageCircle,
    badge: unread,
  });
  if (!mobileDevice)
    items.push({ key: 'friends', label: 'friends', route: 'FriendsPage', icon: Users });
  return items;
}

export type MenuLabel =
  | 'oneOnOne'
  | 'discoverWall'
  | 'livcam'
  | 'card'
  | 'messages'
  | 'friends'
  | 'home'
  | 'wall'
  | 'search';

/** A menu entry's text in the current language (English before i18next has loaded). */
export function menuLabel(t: TFunction, label: MenuLabel): string {
  switch (label) {
    case 'oneOnOne':
      return t('menu.oneOnOne', '1v1Chat');
    case 'discoverWall':
      return t('menu.discoverWall', 'Discover wall');
    case 'livcam':
      return t('menu.livcam', 'LivCam');
    case 'card':
      return t('menu.card', 'Card');
    case 'messages':
      return t('menu.messages', 'Messages');
    case 'friends':
      return t('menu.friends', 'Friends');
    case 'home':
      return t('menu.home', 'Home');
    case 'wall':
      return t('menu.wall', 'Wall');
    case 'search':
      return t('menu.search', 'Search');
  }
}

export function hrefOf(item: MenuItem, prefix: LanguagePrefix | null): string {
  return pathFor(item.route, {}, { prefix });
}

/**
 * Routes that end with the site footer: the LivCam landing (also under the login
 * landings, which show it with the popup) and the static pages the footer links to.
 */
const FOOTER_ROUTES = new Set<string>([
  'LivCam',
  'RandomVideoChat',
  'LoginPage',
  'FbLanding',
  'FbPhone',
  'FbGuide',
  'About',
  'CommunityGuidelines',
  'TermsOfService',
  'PrivacyPolicy',
  'CookiePolicy',
  'SafetyCenter',
  'PrivacyCenter',
]);

export function showsFooter(routeName: string | null): boolean {
  return !!routeName && FOOTER_ROUTES.has(routeName);
}

const TIP_ROUTES = new Set<string>(CHECKIN_TIP_ROUTES);

/**
 * spec 3 §2 "Shell": the check-in tip is mounted on the wall, home and search pages. mfe_tasks'
 * tip decides the rest (signed in, not VIP, not checked in today) and its time (5 s on the wall).
 */
export function showsCheckInTip(routeName: string | null): boolean {
  return !!routeName && TIP_ROUTES.has(routeName);
}
