// mfe_auth: login popup, profile completion, auto-login, country picker (docs/CONTRACTS.md).
module.exports = require('build-tools').createConfig({
  dir: __dirname,
  name: 'mfe_auth',
  port: 3001,
  title: 'mfe_auth · standalone',
  exposes: {
    './LoginPopup': './src/expose/LoginPopup.tsx',
    './EditProfile': './src/expose/EditProfile.tsx',
  },
});
