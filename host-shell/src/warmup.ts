// Less total blocking time: React's shared modules are asked for and evaluated on their
// own, ahead of the rest of the start-up (index.ts). Module Federation resolves every shared
// module a chunk needs (version checks, script tags) in one task, and webpack evaluates a
// chunk's modules in one task; two smaller chunks make two shorter tasks instead of one long one.
import 'react';
import 'react-dom/client';
