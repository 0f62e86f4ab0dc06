import { clampArea } from './crop';

test('the chosen area stays inside the photo, in whole pixels', () => {
  const photo = { width: 400, height: 300 };
  expect(clampArea({ x: 10.4, y: 20.6, width: 90, height: 120 }, photo)).toEqual({
    x: 10,
    y: 21,
    width: 90,
    height: 120,
  });
  expect(clampArea({ x: -3, y: -1, width: 500, height: 400 }, photo)).toEqual({
    x: 0,
    y: 0,
    width: 400,
    height: 300,
  });
  expect(clampArea({ x: 390, y: 290, width: 30, height: 40 }, photo)).toEqual({
    x: 390,
    y: 290,
    width: 10,
    height: 10,
  });
});
