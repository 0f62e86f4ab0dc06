/** Shown only when the deploy-time config cannot be read: nothing else can start. */
export function StartupError() {
  return (
    <div
      role="alert"
      style={{ padding: 32, font: '16px/1.5 system-ui, sans-serif', textAlign: 'center' }}
    >
      <p>LivCam could not start: its settings did not load. Check your connection, then try again.</p>
      <button type="button" onClick={() => location.reload()}>
        Retry
      </button>
    </div>
  );
}
