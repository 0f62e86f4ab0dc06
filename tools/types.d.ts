// CSS Modules and static assets, for every package's TypeScript.
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
declare module '*.png' { const src: string; export default src; }
declare module '*.svg' { const src: string; export default src; }
declare module '*.jpg' { const src: string; export default src; }
declare module '*.webp' { const src: string; export default src; }
// Lucide's per-icon modules (the `lucide` package ships no types beside them): each default-
// exports the icon's drawing, rendered by the SDK's `Icon` (shared-sdk/src/ui/icon.tsx).
declare module 'lucide/dist/esm/icons/*.mjs' {
  const icon: [tag: string, attrs: Record<string, string | number>][];
  export default icon;
}
