import type { ReactNode } from 'react';

/**
 * Draws a translated text whose one <tag>…</tag> pair marks a part to show apart (a number in
 * large type, Latin data in <bdi>), for plural texts, which Trans cannot extract. A translation
 * without the pair shows as plain text.
 */
export function Tagged({
  text,
  tag,
  render,
}: {
  text: string;
  tag: string;
  render(inner: string): ReactNode;
}) {
  const parts = text.split(new RegExp(`</?${tag}>`));
  if (parts.length !== 3) return <>{parts.join('')}</>;
  return (
    <>
      {parts[0]}
      {render(parts[1]!)}
      {parts[2]}
    </>
  );
}
