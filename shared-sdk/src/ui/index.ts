// Small shared UI primitives (toast, dialog, popup host, layout). The host engineer extends this.
export {};
