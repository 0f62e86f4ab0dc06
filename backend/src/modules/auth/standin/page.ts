import type { Provider } from './tokens';

/** What the stand-in page shows for each provider (the spec names them by kind). */
export const PROVIDER_LABELS: Record<Provider, string> = {
  google: 'google (search company, loginType 1)',
  facebook: 'facebook (social network, loginType 2)',
  apple: 'apple (device maker, loginType 3)',
};

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export interface PageState {
  provider: Provider;
  clientId: string;
  redirectUri: string;
  state: string;
  cancelUrl: string;
  values?: { name?: string; email?: string; gender?: string; birthday?: string };
  error?: string;
}

/** The stand-in's form: name and e-mail (required to continue), gender and birthday optional. */
export function renderStandinPage(p: PageState): string {
  const v = p.values ?? {};
  const selected = (g: string) => (v.gender === g ? ' selected' : '');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local sign-in stand-in</title>
<style>
body{font:15px system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d1d1f}
main{max-width:420px;margin:6vh auto;background:#fff;border-radius:12px;padding:24px 28px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 4px}p{margin:6px 0 14px;color:#555}
label{display:block;margin:12px 0 4px;font-weight:600}
input,select{width:100%;box-sizing:border-box;padding:9px 10px;border:1px solid #bbb;border-radius:8px;font:inherit}
.row{display:flex;gap:10px;margin-top:20px}.row>*{flex:1;text-align:center;padding:10px;border-radius:8px;font:inherit;font-weight:600}
button{background:#2563eb;color:#fff;border:0;cursor:pointer}a.cancel{border:1px solid #bbb;color:#333;text-decoration:none}
.error{background:#fde8e8;color:#9b1c1c;padding:8px 10px;border-radius:8px}.hint{font-size:13px;color:#666}
</style></head>
<body><main>
<h1>Local sign-in stand-in</h1>
<p>Stands in for third-party sign-in with <strong>${esc(PROVIDER_LABELS[p.provider])}</strong> on this machine. Nothing leaves the computer.</p>
${p.error ? `<p class="error" role="alert">${esc(p.error)}</p>` : ''}
<form method="post" autocomplete="off">
<input type="hidden" name="client_id" value="${esc(p.clientId)}">
<input type="hidden" name="redirect_uri" value="${esc(p.redirectUri)}">
<input type="hidden" name="state" value="${esc(p.state)}">
<label for="name">Name</label>
<input id="name" name="name" maxlength="30" value="${esc(v.name ?? '')}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" required maxlength="254" value="${esc(v.email ?? '')}">
<p class="hint">The same e-mail signs in to the same account. Gender and birthday are optional: with name, gender and birthday the profile is complete, without them the app asks for the profile.</p>
<label for="gender">Gender (optional)</label>
<select id="gender" name="gender"><option value="">—</option><option value="1"${selected('1')}>Male</option><option value="2"${selected('2')}>Female</option></select>
<label for="birthday">Birthday (optional)</label>
<input id="birthday" name="birthday" type="date" value="${esc(v.birthday ?? '')}">
<div class="row"><a class="cancel" href="${esc(p.cancelUrl)}">Cancel</a><button type="submit">Continue</button></div>
</form>
</main></body></html>`;
}

/** A page for a request the stand-in cannot serve (bad provider or redirect_uri). */
export function renderStandinError(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local sign-in stand-in</title></head>
<body style="font:15px system-ui,sans-serif;margin:2em"><h1>Local sign-in stand-in</h1><p role="alert">${esc(message)}</p></body></html>`;
}
