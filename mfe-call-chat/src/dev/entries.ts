import type { DevEntry } from 'shared-sdk/dev';
import Backpack from '../expose/Backpack';
import CardPage from '../expose/CardPage';
import FriendPage from '../expose/FriendPage';
import FriendsPage from '../expose/FriendsPage';
import IMMessageSession from '../expose/IMMessageSession';
import IMSayHiSession from '../expose/IMSayHiSession';
import LivCam from '../expose/LivCam';
import MatchCall from '../expose/MatchCall';
import MatchPage from '../expose/MatchPage';
import MessagePage from '../expose/MessagePage';
import SearchPage from '../expose/SearchPage';

/** Every exposed module of mfe_call_chat, on its route. */
export const entries: DevEntry[] = [
  { expose: './LivCam', route: 'LivCam', Component: LivCam },
  { expose: './SearchPage', route: 'SearchPage', Component: SearchPage },
  { expose: './CardPage', route: 'CardPage', Component: CardPage },
  { expose: './MatchPage', route: 'MatchPage', Component: MatchPage },
  { expose: './MatchCall', route: 'MatchCall', Component: MatchCall },
  { expose: './MessagePage', route: 'MessagePage', Component: MessagePage },
  {
    expose: './IMMessageSession',
    route: 'IMMessageSession',
    params: { friendId: '10002' },
    Component: IMMessageSession,
  },
  { expose: './IMSayHiSession', route: 'IMSayHiSession', Component: IMSayHiSession },
  { expose: './FriendsPage', route: 'FriendsPage', Component: FriendsPage },
  {
    expose: './FriendPage',
    route: 'FriendPage',
    params: { friendId: '10002' },
    Component: FriendPage,
  },
  { expose: './Backpack', route: 'Backpack', Component: Backpack },
];
