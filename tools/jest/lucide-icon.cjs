// jest stand-in for a Lucide per-icon module (tools/jest.preset.cjs): a circle.
module.exports = { __esModule: true, default: [['circle', { cx: 12, cy: 12, r: 10 }]] };
