// Entry for Node consumers (the backend): only code with no DOM or React dependency.
export * from './api/signing';
export * from './api/crypto';
export * from './constants';
export * from './realtime/envelope';
export * from './shop/rules';
export type * from './api/modules/shopTypes';
// Request and response types of the API modules: the backend types its handlers with them.
export type * from './api/modules/page';
export type * from './api/modules/im';
export type * from './api/modules/friend';
export type * from './api/modules/blacklist';
export type * from './api/modules/gift';
export type * from './api/modules/backpack';
export type * from './api/modules/upload';
export type * from './api/modules/album';
export type * from './api/modules/report';
export type * from './api/modules/call';
export type * from './api/modules/match';
export type * from './api/modules/hosts';
export type * from './api/modules/live';
export type * from './api/modules/activities';
export type * from './api/modules/rewards';
export type {
  UserInfo,
  UserUpdate,
  ProfileDetail,
  LinkedAddress,
  RebindRefusal,
  ProtocolStatus,
  ConsentRecordInput,
} from './api/modules/user';
export type {
  PopupConfig,
  PopupEntry,
  OptionList,
  ProfileOption,
  LanguageOption,
  SnapshotConfig,
} from './api/modules/config';
export type { ChatMessage, ChatUser } from './chat/types';
export { MESSAGE_TYPE, MESSAGE_TYPE_VALUE, SEND_MESSAGE_TYPE } from './chat/types';
export { chatTextLength, chatTextProblem } from './chat/text';
