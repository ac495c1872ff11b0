// The example scripts of the rules page, every file of examples/rules (at the
// repository's root: the tests, the benchmark and the README's commands read them
// too), with what the gallery shows of each (scripts/build-web.js reads them at
// build time: id, group, title, description and what it teaches in every language
// it gives, a thumbnail of its start drawn by its show(p), whether it has
// Sprague-Grundy values, its text). Ordered by group, then title. The first
// example opens the page.
import META from 'rules-examples-meta';
import GROUPS_LISTED from '../../../../examples/rules/groups.json';

export const EXAMPLES = META;
// The groups in their order (examples/rules/groups.json, read by the build too).
export const GROUPS = GROUPS_LISTED;
export const exampleById = (id) => EXAMPLES.find((e) => e.id === id) || null;

// A text of an example in language l: { en, uk } -> the one in l, else English.
export const exampleText = (texts, l) => (texts && (texts[l] || texts.en || Object.values(texts)[0])) || '';
