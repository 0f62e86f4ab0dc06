/** Shown while an auto-login link is exchanged before the first real render (bootSession.ts). */
export function StartupSigningIn() {
  return (
    <p
      role="status"
      style={{ padding: 32, font: '16px/1.5 system-ui, sans-serif', textAlign: 'center' }}
    >
      Signing you in…
    </p>
  );
}
