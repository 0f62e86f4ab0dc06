// Every package's jest suite in one run, so the totals add up in one report.
module.exports = {
  // werift (the seeded hosts' WebRTC peer, backend/src/modules/hostpeer) leaves ICE UDP sockets
  // bound after RTCPeerConnection.close() — 12 after the 6 calls of hostpeer.test.ts — so jest
  // never exited and README command 2 / CI hung after the last suite. Known leak, to be fixed in
  // the host agent (issue 11); until then jest exits when the run is done.
  forceExit: true,
  projects: [
    '<rootDir>/shared-sdk',
    '<rootDir>/host-shell',
    '<rootDir>/mfe-auth',
    '<rootDir>/mfe-call-chat',
    '<rootDir>/mfe-live',
    '<rootDir>/mfe-shop',
    '<rootDir>/mfe-tasks',
    '<rootDir>/backend',
    '<rootDir>/tools',
  ],
};
