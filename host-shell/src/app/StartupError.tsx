/** Shown only when the deploy-time config cannot be read: nothing else can start. */
export function StartupError() {
  return (
    <div
      role="alert"
      style={{ padding: 32, font: '16px/1.5 system-ui, sans-serif', textAlign: 'center' }}
    >
      <p>This part of the app could not load. (app configuration)</p>
      <button type="button" onClick={() => location.reload()}>
        Retry
      </button>
    </div>
  );
}
