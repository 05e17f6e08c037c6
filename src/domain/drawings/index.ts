export { canonicalJson } from './canonicalJson';
export { contentDigest } from './contentDigest';
