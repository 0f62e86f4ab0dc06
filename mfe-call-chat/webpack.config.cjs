// mfe_call_chat: landing, one-to-one calls, matching, messages, friends (docs/CONTRACTS.md).
const base = require('build-tools').createConfig({
  dir: __dirname,
  name: 'mfe_call_chat',
  port: 3002,
  title: 'mfe_call_chat · standalone',
  exposes: {
    './LivCam': './src/expose/LivCam.tsx',
    './SearchPage': './src/expose/SearchPage.tsx',
    './CardPage': './src/expose/CardPage.tsx',
    './MatchPage': './src/expose/MatchPage.tsx',
    './MatchCall': './src/expose/MatchCall.tsx',
    './MessagePage': './src/expose/MessagePage.tsx',
    './IMMessageSession': './src/expose/IMMessageSession.tsx',
    './IMSayHiSession': './src/expose/IMSayHiSession.tsx',
    './FriendsPage': './src/expose/FriendsPage.tsx',
    './FriendPage': './src/expose/FriendPage.tsx',
    './Backpack': './src/expose/Backpack.tsx',
    './CallLayer': './src/expose/CallLayer.tsx',
    './MessagingLayer': './src/expose/MessagingLayer.tsx',
  },
});

// The chat's notification sound (src/assets/message.wav) ships with this remote: the shared
// rules know pictures and fonts only, so sounds are added here as files of their own.
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.module.rules.push({ test: /\.(wav|mp3|ogg)$/, type: 'asset/resource' });
  return config;
};
