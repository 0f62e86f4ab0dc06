// Async boundary (ARCHITECTURE.md "Shared singletons": no eager sharing): the shared modules
// are negotiated before bootstrap's imports run.
void import('./bootstrap');
