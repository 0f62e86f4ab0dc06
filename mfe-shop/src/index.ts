// Async boundary: the shared singletons (React, the router, jotai, the SDK) are negotiated by
// the federation runtime before any of the app's code runs (ARCHITECTURE.md "No blanket eager").
import('./bootstrap');
