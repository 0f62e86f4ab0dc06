// The chat's and friends' icons: Lucide's drawings through the SDK's Icon (decorative: each sits
// in a button or beside a label that names it).
import ChevronLeft from 'lucide/dist/esm/icons/chevron-left.mjs';
import Gift from 'lucide/dist/esm/icons/gift.mjs';
import Image from 'lucide/dist/esm/icons/image.mjs';
import Languages from 'lucide/dist/esm/icons/languages.mjs';
import MessageCircle from 'lucide/dist/esm/icons/message-circle.mjs';
import Video from 'lucide/dist/esm/icons/video.mjs';
import { Icon } from 'shared-sdk';
import styles from './Chat.module.css';

export const PictureIcon = () => <Icon icon={Image} />;
export const GiftIcon = () => <Icon icon={Gift} />;
/** Points the other way in right-to-left languages. */
export const BackIcon = () => <Icon icon={ChevronLeft} className={styles.flipInRtl} />;
export const VideoIcon = () => <Icon icon={Video} />;
export const ChatIcon = () => <Icon icon={MessageCircle} />;
export const TranslateIcon = () => <Icon icon={Languages} />;
