// mfe_live: live rooms, live chat and gifts, host wall (docs/CONTRACTS.md).
module.exports = require('build-tools').createConfig({
  dir: __dirname,
  name: 'mfe_live',
  port: 3003,
  title: 'mfe_live · standalone',
  exposes: {
    './GoddessWall': './src/expose/GoddessWall.tsx',
    './LiveShare': './src/expose/LiveShare.tsx',
    './LiveHostsRow': './src/expose/LiveHostsRow.tsx',
    './LiveLayer': './src/expose/LiveLayer.tsx',
    './LiveEnterPopup': './src/expose/LiveEnterPopup.tsx',
  },
});
