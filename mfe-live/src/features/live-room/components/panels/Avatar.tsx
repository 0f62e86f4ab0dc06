import styles from './Avatar.module.css';

/** A round picture of a person, or their initial when there is none (or it fails to load). */
export function Avatar({ src, name, size = 32 }: { src?: string; name: string; size?: number }) {
  const box = { inlineSize: size, blockSize: size, fontSize: size * 0.45 };
  if (src)
    return (
      <img
        className={styles.avatar}
        style={box}
        src={src}
        alt=""
        onError={(e) => e.currentTarget.removeAttribute('src')}
      />
    );
  return (
    <span className={styles.avatar} style={box} aria-hidden="true">
      {[...name.trim()][0]?.toUpperCase() ?? '?'}
    </span>
  );
}
