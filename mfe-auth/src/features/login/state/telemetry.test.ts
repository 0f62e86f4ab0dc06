import { collectTelemetry, telemetryHeader } from './telemetry';

test('spec 1 §7 SMS telemetry header: base64 JSON of a few signals', () => {
  const t = collectTelemetry();
  expect(JSON.parse(atob(telemetryHeader(t)))).toEqual(t);
  expect(telemetryHeader({ ...t, tz: 'Zürich' })).toMatch(/^[A-Za-z0-9+/=]+$/);
});
