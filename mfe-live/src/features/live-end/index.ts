// The live-ended page, rendered by the room for the `ended` snapshot.
export { EndPage } from './EndPage';
