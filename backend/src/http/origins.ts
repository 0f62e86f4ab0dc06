/** Localhost on any port (the web app's parts each have their own origin). */
export function isLocalOrigin(origin: string): boolean {
  try {
    const u = new URL(origin);
    return ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname) && /^https?:$/.test(u.protocol);
  } catch {
    return false;
  }
}
