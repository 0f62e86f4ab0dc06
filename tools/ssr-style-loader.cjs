// The pre-render builds' stand-in for style-loader (tools/ssr.cjs): instead of adding a <style>
// to a document, each CSS module's text is collected in globalThis.__SSR_CSS__[bucket] (bucket =
// the package's federation name; in import order, as style-loader would insert it), and the
// module exports the same class names. The pre-render puts the collected CSS into <head>.
module.exports = function () {};
module.exports.pitch = function pitch(remainingRequest) {
  const request = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  const id = JSON.stringify(this.utils.contextify(this.rootContext, this.resourcePath));
  const bucket = JSON.stringify(this.getOptions().bucket || 'default');
  return `
import content from ${request};
const all = (globalThis.__SSR_CSS__ = globalThis.__SSR_CSS__ || {});
const store = (all[${bucket}] = all[${bucket}] || new Map());
if (!store.has(${id})) store.set(${id}, content.toString());
export default content.locals;
`;
};
