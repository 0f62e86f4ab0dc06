// mfe_tasks: tasks, check-in, web-app install and push rewards (docs/CONTRACTS.md).
module.exports = require('build-tools').createConfig({
  dir: __dirname,
  name: 'mfe_tasks',
  port: 3005,
  title: 'mfe_tasks · standalone',
  exposes: {
    './TaskList': './src/expose/TaskList.tsx',
    './ActivityPage': './src/expose/ActivityPage.tsx',
    './ZhuShou': './src/expose/ZhuShou.tsx',
    './Download': './src/expose/Download.tsx',
    './TaskEntry': './src/expose/TaskEntry.tsx',
    './CheckInTip': './src/expose/CheckInTip.tsx',
    './InstallPrompt': './src/expose/InstallPrompt.tsx',
    './PushPrompt': './src/expose/PushPrompt.tsx',
  },
});
