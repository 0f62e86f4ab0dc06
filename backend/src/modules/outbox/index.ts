export { OutboxSender } from './sender';
export type { MessageSender, OutgoingMessage, OutboxRow, Channel } from './sender';
export { registerOutboxPage, registerOutboxTestApi } from './routes';
