import { useState } from 'react';
import styles from './Messages.module.css';

/** A round picture, or the name's first letter when there is none (or it fails to load). */
export function Avatar({ src, name, small }: { src?: string; name: string; small?: boolean }) {
  const [broken, setBroken] = useState(false);
  return (
    <span className={small ? styles.avatarSmall : styles.avatar} aria-hidden="true">
      {src && !broken ? (
        <img src={src} alt="" loading="lazy" onError={() => setBroken(true)} />
      ) : (
        [...name.trim()][0]?.toUpperCase() || '?'
      )}
    </span>
  );
}
